import createClient from 'openapi-fetch';
import type { ActionContext, Block, FieldError, FormValues, PendingFiles, ValidatorRegistry } from '../../../core/engine/contract';
import type { paths } from '../../../core/generated/api/promotion-api';
import type { SiteDefinitions } from '../../../core/engine/siteDefinitions';
import type { WidgetManifest } from '../../../core/manifests/manifest';
import { environmentFor } from '../../../core/engine/environment';
import { addressesOf } from '../../../core/package/addresses';
import { actions } from '../../../core/actions/index';
import { runActions } from '../../../core/engine/runActions';
import { boundFieldsOf } from '../../../core/engine/flow/stepNames';
import { postedAnswers, type PostedFields, type PostedFile } from '../../../core/engine/flow/postedAnswers';
import { formErrors } from '../../../core/validation/toFieldErrors';

/** A page's form (a `Form` block: the claim tracker, a my-claim action) posted without scripts, and what it is judged with. */
export interface PageFormPost {
  definitions: SiteDefinitions;
  content: Readonly<Record<string, string>>;
  form: Block;
  posted: PostedFields;
  files?: Readonly<Record<string, readonly PostedFile[]>>;
  pendingFiles: PendingFiles;
  /** What the visitor's server session remembers (the tracked claim), as the browser's session storage would. */
  session: Record<string, unknown>;
  validators: () => Promise<ValidatorRegistry>;
  manifests: ReadonlyMap<string, WidgetManifest>;
  /** Answers the promotion API's calls in the server's own process, as the browser's would be. */
  fetch: typeof fetch;
}

export type PageFormOutcome =
  /** Done: the page an action named (a page id), else the same page; the form's success message, if it has one. */
  | { kind: 'done'; redirect?: string; notice?: string; session: Record<string, unknown> }
  /** The page again, with what was entered (files not kept: they are chosen again) and why it was refused. */
  | { kind: 'refused'; values: FormValues; errors: FieldError[]; session: Record<string, unknown> };

/**
 * A page form posted without scripts, judged as the browser judges its submit (src/engine/form/submitForm.ts): the
 * posted answers read into the form's defaults as its widgets store them (their manifests' `noScript`), then its
 * actions with its validation (the same compiled schemas, the same core actions and API, the same messages).
 */
export async function judgePageFormPost(post: PageFormPost): Promise<PageFormOutcome> {
  const { definitions, form } = post;
  const env = environmentFor(definitions);
  const defaults = structuredClone((form.defaults ?? {}) as FormValues);
  const session = { ...post.session };
  let current = postedAnswers(form.blocks, post.posted, defaults, env, (type) => post.manifests.get(type), post.files);
  let redirect: string | undefined;
  const bound = boundFieldsOf(form.blocks);
  const manifestLoaders = Object.fromEntries([...post.manifests].map(([type, manifest]) => [type, { manifest: async () => ({ default: manifest }) }]));
  const validation = form.validation as string | undefined;
  const context: ActionContext = {
    get values() {
      return current;
    },
    patch(patch) {
      current = { ...current, ...patch };
    },
    env,
    api: createClient<paths>({
      baseUrl: new URL(definitions.apiBase ?? addressesOf(definitions.promotion).apiBase, 'http://server.local').href,
      fetch: post.fetch,
    }),
    validate: async () => {
      if (!validation) return [];
      const validator = (await post.validators())[validation];
      if (!validator) throw new Error(`Unknown validation schema "${validation}"`);
      return formErrors(validator, current, bound, manifestLoaders, definitions.layout?.text);
    },
    session: {
      get: (key) => session[key],
      set: (key, value) => void (session[key] = value),
    },
    pendingFiles: post.pendingFiles,
    redirectTo: (pageId) => {
      redirect = pageId;
    },
    processingErrorAlias: definitions.layout?.text?.processingError ?? '',
    text: (alias) => post.content[alias] ?? '',
    fields: [],
  };
  const result = await runActions((form.actions ?? []) as string[], actions, context, Boolean(validation));
  if (result.ok) return { kind: 'done', redirect, notice: form.text?.success, session };
  // Files posted are not kept between posts (their bytes went with the request): the visitor chooses them again.
  for (const name of fileFieldsOf(form.blocks, post.manifests)) current = { ...current, [name]: defaults[name] ?? [] };
  return { kind: 'refused', values: current, errors: result.errors, session };
}

/** The top-level names of a form's file fields. */
function fileFieldsOf(blocks: readonly Block[] | undefined, manifests: ReadonlyMap<string, WidgetManifest>): string[] {
  return boundFieldsOf(blocks).flatMap((field) => (field.type && manifests.get(field.type)?.noScript === 'files' ? [field.name.split('.')[0]] : []));
}
