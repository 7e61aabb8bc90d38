import type { ActionContext, FieldError, FormValues } from '../contract';
import type { Engine } from '../EngineContext';
import type { BoundField } from '../../../core/validation/defaultMessages';
import { pendingFiles } from '../../state/pendingFiles';
import { sessionStore } from '../../state/sessionStore';
import { reloadOnStaleChunk } from '../staleBuildReload';
import { fieldNamesOf, usage } from '../usage';
import { processingErrorAlias } from './processingError';
import { runActions } from '../../../core/engine/runActions';

export interface SubmitRequest {
  engine: Engine;
  /** The answers as Continue was pressed. */
  values: FormValues;
  /** Writes what an action patches into the form's answers (the reference a claim was given …). */
  patchValues: (patch: FormValues) => void;
  validation?: string;
  actions: readonly string[];
  fields: ActionContext['fields'];
  bound: readonly BoundField[];
  submissionOf?: () => ActionContext['submission'];
  countedScreen?: string;
}

export type SubmitOutcome = { ok: true; values: FormValues; redirect: string | undefined } | { ok: false; errors: FieldError[] };

/**
 * What Continue runs (useFormController): the form's actions in order, its answers checked first where it has a
 * validation schema, and the step counted. Code no page needs to show or hydrate: downloaded once the site is ready
 * (laterParts.ts), not with the page.
 */
export async function submitForm({ engine, values, patchValues, validation, actions, fields, bound, submissionOf, countedScreen }: SubmitRequest): Promise<SubmitOutcome> {
  let current = values;
  let redirect: string | undefined;
  // The messages a check may show: all the locale's wording (a page may carry only its first screen's); for a
  // step, the whole definitions too.
  await Promise.all([engine.content.complete?.(), submissionOf ? engine.definitionsRest?.complete() : undefined]);
  const result = await runActions(
    actions,
    engine.actions,
    {
      get values() {
        return current;
      },
      patch(patch) {
        current = { ...current, ...patch };
        patchValues(patch);
      },
      env: engine.env,
      api: engine.api,
      validate: async () => {
        if (!validation) return [];
        // Downloaded with the validators, on the first submit: no page needs them to paint.
        const [validators, { formErrors }] = await Promise.all([engine.loadValidators(), reloadOnStaleChunk(() => import('../../../core/validation/toFieldErrors'))]);
        const validator = validators[validation];
        if (!validator) throw new Error(`Unknown validation schema "${validation}"`);
        return reloadOnStaleChunk(() => formErrors(validator, current, bound, engine.widgets, engine.definitions.layout?.text));
      },
      session: { get: sessionStore.get, set: sessionStore.set },
      pendingFiles,
      redirectTo: (pageId) => {
        redirect = pageId;
      },
      text: (alias) => engine.content.text(alias),
      processingErrorAlias: processingErrorAlias(engine.definitions),
      submission: submissionOf?.(),
      fields,
      countSubmitted: () => {
        if (countedScreen) usage.count({ event: 'submitted', screen: countedScreen });
      },
    },
    Boolean(validation),
  );
  if (countedScreen) usage.count(result.ok ? { event: 'continued', screen: countedScreen } : { event: 'refused', screen: countedScreen, fields: fieldNamesOf(result.errors) });
  return result.ok ? { ok: true, values: current, redirect } : { ok: false, errors: result.errors };
}
