import { useAtom, useSetAtom } from 'jotai';
import { startTransition, useCallback, useMemo, useRef, useState } from 'react';
import type { ActionContext, FieldError, FormValues } from '../contract';
import type { FormValuesAtom } from '../../state/formValuesAtom';
import { dataVersionAtom } from '../../state/dataVersionAtom';
import { pendingFiles } from '../../state/pendingFiles';
import { sessionStore } from '../../state/sessionStore';
import { useEngine } from '../EngineContext';
import { reloadOnStaleChunk } from '../staleBuildReload';
import { setPath } from '../../../core/engine/paths';
import { runActions } from './runActions';
import type { BoundField } from '../../../core/validation/defaultMessages';
import type { FormScope } from './FormScope';
import { processingErrorAlias } from './processingError';
import { fieldNamesOf, usage } from '../usage';

interface Options {
  atom: FormValuesAtom;
  validation?: string;
  actions: readonly string[];
  /** The fields the form's blocks bind, with their label aliases (see ActionContext.fields). */
  fields?: ActionContext['fields'];
  /**
   * A step's form: the flow's submission mapping, read once the definitions are whole (a page may carry only its first
   * screen's, without it), as are the flow's other steps its success reads (confirmAnswers).
   */
  submissionOf?: () => ActionContext['submission'];
  /** The fields the form's blocks bind with their widget and wording: the messages its validation defaults to. */
  bound?: readonly BoundField[];
  /** The step whose Continue this is: counted (continued, refused with its fields' names, submitted). */
  countedScreen?: string;
  /** Called once every action passed; `redirect` is a page id an action asked for. */
  onSuccess: (values: FormValues, redirect: string | undefined) => void;
}

const NO_FIELDS: ActionContext['fields'] = [];
const NO_BOUND: readonly BoundField[] = [];

/**
 * The continue pipeline of a form: actions in order with a busy state, errors collected for the
 * fields and the summary, values kept whatever happens. A second submit while busy is ignored.
 */
export function useFormController({ atom, validation, actions, fields = NO_FIELDS, bound = NO_BOUND, submissionOf, countedScreen, onSuccess }: Options) {
  const engine = useEngine();
  const [values, setValues] = useAtom(atom);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const setDataVersion = useSetAtom(dataVersionAtom);

  const setValue = useCallback((path: string, value: unknown) => setValues((prev) => setPath(prev, path, value)), [setValues]);

  const submit = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    let current = values;
    let redirect: string | undefined;
    try {
      // The messages a check may show: all the locale's wording (a page may carry only its first screen's); for a
      // step, the whole definitions too.
      await Promise.all([engine.content.complete?.(), submissionOf ? engine.definitionsRest?.complete() : undefined]);
      const result = await runActions(actions, engine.actions, {
        get values() {
          return current;
        },
        patch(patch) {
          current = { ...current, ...patch };
          setValues((prev) => ({ ...prev, ...patch }));
        },
        env: engine.env,
        api: engine.api,
        validate: async () => {
          if (!validation) return [];
          // Downloaded with the validators, on the first submit: no page needs them to paint.
          const [validators, { formErrors }] = await Promise.all([engine.loadValidators(), reloadOnStaleChunk(() => import('../../validation/toFieldErrors'))]);
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
      }, Boolean(validation));
      if (countedScreen) usage.count(result.ok ? { event: 'continued', screen: countedScreen } : { event: 'refused', screen: countedScreen, fields: fieldNamesOf(result.errors) });
      if (result.ok) {
        setErrors([]);
        // What the form changed (a claim, a tracked claim) must not be shown from old data; in a transition,
        // so the page stays on screen while its data loads again.
        engine.dataSources.clear();
        startTransition(() => {
          setDataVersion((version) => version + 1);
          onSuccess(current, redirect);
        });
      } else {
        setErrors(result.errors);
      }
    } catch (error) {
      console.error('The form could not be processed', error);
      setErrors([{ alias: processingErrorAlias(engine.definitions) }]);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [values, actions, engine, validation, setValues, onSuccess, fields, bound, submissionOf, countedScreen, setDataVersion]);

  const scope: FormScope = useMemo(() => ({ values, setValue, errors, busy }), [values, setValue, errors, busy]);
  return { scope, submit };
}
