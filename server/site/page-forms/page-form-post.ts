import type { Block, FieldError, FormValues, PendingFiles, ValidatorRegistry } from '../../../core/engine/contract';
import type { SiteDefinitions } from '../../../core/engine/siteDefinitions';
import type { WidgetManifest } from '../../../core/manifests/manifest';
import { environmentFor } from '../../../core/engine/environment';
import { boundFieldsOf } from '../../../core/engine/flow/stepNames';
import { postedAnswers, type PostedFields, type PostedFile } from '../../../core/engine/flow/postedAnswers';
import { runServerActions } from '../server-actions';

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
 * actions with its validation (server-actions.ts: the same compiled schemas, core actions, API and messages).
 */
export async function judgePageFormPost(post: PageFormPost): Promise<PageFormOutcome> {
  const { definitions, form } = post;
  const defaults = structuredClone((form.defaults ?? {}) as FormValues);
  const session = { ...post.session };
  const posted = postedAnswers(form.blocks, post.posted, defaults, environmentFor(definitions), (type) => post.manifests.get(type), post.files);
  const { result, values, redirect } = await runServerActions({
    ...post,
    blocks: form.blocks,
    validation: form.validation as string | undefined,
    actions: (form.actions ?? []) as string[],
    values: posted,
    session,
  });
  if (result.ok) return { kind: 'done', redirect, notice: form.text?.success, session };
  // Files posted are not kept between posts (their bytes went with the request): the visitor chooses them again.
  let shown = values;
  for (const name of fileFieldsOf(form.blocks, post.manifests)) shown = { ...shown, [name]: defaults[name] ?? [] };
  return { kind: 'refused', values: shown, errors: result.errors, session };
}

/** The top-level names of a form's file fields. */
function fileFieldsOf(blocks: readonly Block[] | undefined, manifests: ReadonlyMap<string, WidgetManifest>): string[] {
  return boundFieldsOf(blocks).flatMap((field) => (field.type && manifests.get(field.type)?.noScript === 'files' ? [field.name.split('.')[0]] : []));
}
