import { useAtom, useSetAtom } from 'jotai';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ActionContext, FieldError, FormValues } from '../contract';
import type { FormValuesAtom } from '../../state/formValuesAtom';
import { dataVersionAtom } from '../../state/dataVersionAtom';
import { useEngine } from '../EngineContext';
import { formOnScreen, laterParts } from '../laterParts';
import { setPath } from '../../../core/engine/paths';
import type { BoundField } from '../../../core/validation/defaultMessages';
import type { FormScope } from './FormScope';
import { processingErrorAlias } from './processingError';

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
  /** The errors shown at first (those the server answered a post of the form with). */
  initialErrors?: FieldError[];
  /** Called once every action passed; `redirect` is a page id an action asked for. */
  onSuccess: (values: FormValues, redirect: string | undefined) => void;
}

const NO_FIELDS: ActionContext['fields'] = [];
const NO_BOUND: readonly BoundField[] = [];

/**
 * The continue pipeline of a form: actions in order with a busy state (submitForm.ts), errors collected for the
 * fields and the summary, values kept whatever happens. A second submit while busy is ignored.
 */
export function useFormController({ atom, validation, actions, fields = NO_FIELDS, bound = NO_BOUND, submissionOf, countedScreen, initialErrors, onSuccess }: Options) {
  const engine = useEngine();
  const [values, setValues] = useAtom(atom);
  const [errors, setErrors] = useState<FieldError[]>(() => initialErrors ?? []);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const setDataVersion = useSetAtom(dataVersionAtom);

  // What Continue runs comes once the site is ready (laterParts.ts): only a page with a form needs it.
  useEffect(formOnScreen, []);
  const setValue = useCallback((path: string, value: unknown) => setValues((prev) => setPath(prev, path, value)), [setValues]);

  const submit = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const { submitForm } = await laterParts.submitForm.load();
      const patchValues = (patch: FormValues) => setValues((prev) => ({ ...prev, ...patch }));
      const outcome = await submitForm({ engine, values, patchValues, validation, actions, fields, bound, submissionOf, countedScreen });
      if (outcome.ok) {
        setErrors([]);
        // What the form changed (a claim, a tracked claim) must not be shown from old data; in a transition,
        // so the page stays on screen while its data loads again.
        engine.dataSources.clear();
        startTransition(() => {
          setDataVersion((version) => version + 1);
          onSuccess(outcome.values, outcome.redirect);
        });
      } else {
        setErrors(outcome.errors);
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
