import createClient from 'openapi-fetch';
import type { ActionContext, ActionResult, Block, FormValues, PendingFiles, ValidatorRegistry } from '../../core/engine/contract';
import type { paths } from '../../core/generated/api/promotion-api';
import type { SiteDefinitions } from '../../core/engine/siteDefinitions';
import type { WidgetManifest } from '../../core/manifests/manifest';
import { environmentFor } from '../../core/engine/environment';
import { addressesOf } from '../../core/package/addresses';
import { actions } from '../../core/actions/index';
import { runActions } from '../../core/engine/runActions';
import { boundFieldsOf } from '../../core/engine/flow/stepNames';
import { formErrors } from '../../core/validation/toFieldErrors';

/** A form's actions as the server runs them for a post without scripts: what they run on and with. */
export interface ServerActions {
  definitions: SiteDefinitions;
  content: Readonly<Record<string, string>>;
  /** The form's blocks (the fields its validation names), its validation schema and its actions. */
  blocks: readonly Block[] | undefined;
  validation?: string;
  actions: readonly string[];
  /** The answers as posted, read into the form's values. */
  values: FormValues;
  /** What the visitor's server session remembers; the actions' writes go into it. */
  session: Record<string, unknown>;
  validators: () => Promise<ValidatorRegistry>;
  manifests: ReadonlyMap<string, WidgetManifest>;
  /** Answers the promotion API's calls in the server's own process, as the browser's would be. */
  fetch: typeof fetch;
  pendingFiles: PendingFiles;
  fields?: ActionContext['fields'];
  submission?: ActionContext['submission'];
}

/** The promotion API's client as the browser's, its calls answered in the server's own process by `fetch`. */
export function inProcessApi(definitions: SiteDefinitions, fetch: typeof globalThis.fetch): ActionContext['api'] {
  return createClient<paths>({ baseUrl: new URL(definitions.apiBase ?? addressesOf(definitions.promotion).apiBase, 'http://server.local').href, fetch });
}

/**
 * Runs a form's actions on the server as the browser runs them (src/engine/form/submitForm.ts): the same core
 * actions, the promotion API answered in process, the same compiled schemas and messages. Answers their result, the
 * values as they left them and the page an action asked to go to.
 */
export async function runServerActions(run: ServerActions): Promise<{ result: ActionResult; values: FormValues; redirect?: string }> {
  const { definitions } = run;
  let current = run.values;
  let redirect: string | undefined;
  const bound = boundFieldsOf(run.blocks);
  const manifestLoaders = Object.fromEntries([...run.manifests].map(([type, manifest]) => [type, { manifest: async () => ({ default: manifest }) }]));
  const context: ActionContext = {
    get values() {
      return current;
    },
    patch(patch) {
      current = { ...current, ...patch };
    },
    env: environmentFor(definitions),
    api: inProcessApi(definitions, run.fetch),
    validate: async () => {
      if (!run.validation) return [];
      const validator = (await run.validators())[run.validation];
      if (!validator) throw new Error(`Unknown validation schema "${run.validation}"`);
      return formErrors(validator, current, bound, manifestLoaders, definitions.layout?.text);
    },
    session: {
      get: (key) => run.session[key],
      set: (key, value) => void (run.session[key] = value),
    },
    pendingFiles: run.pendingFiles,
    redirectTo: (pageId) => {
      redirect = pageId;
    },
    processingErrorAlias: definitions.layout?.text?.processingError ?? '',
    text: (alias) => run.content[alias] ?? '',
    submission: run.submission,
    fields: run.fields ?? [],
  };
  const result = await runActions(run.actions, actions, context, Boolean(run.validation));
  return { result, values: current, redirect };
}
