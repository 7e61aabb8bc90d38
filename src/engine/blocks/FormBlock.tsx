import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useLocation } from '../navigation/siteRouter';
import type { Block, FormValues } from '../contract';
import { useEngine } from '../EngineContext';
import { ErrorSummary } from '../form/ErrorSummary';
import { FormScopeContext } from '../form/FormScope';
import { useFormController } from '../form/useFormController';
import { boundFieldsOf } from '../../../core/engine/flow/stepNames';
import { useNavigateTo } from '../navigation/links';
import { useReportErrors } from '../navigation/usePageTitle';
import { formValuesAtom } from '../../state/formValuesAtom';
import { pageNoticeAtom } from '../../state/pageNoticeAtom';
import { storageKeys } from '../../../core/state/storageKeys';
import { BlockList } from './BlockList';

export const FORM_VERSION = 1;

/**
 * `fromSubmittedClaim`: once the page has hydrated (the server cannot know the session), a form still at its defaults
 * takes the claim submitted in this browser session, or the reference in the address's fragment
 * (fillFromSubmittedClaim.ts: loaded only by a form that asks for it). Once per visit.
 */
function useFillFromSubmittedClaim(block: Block, defaults: FormValues, setValues: (update: (values: FormValues) => FormValues) => void) {
  const { env } = useEngine();
  const done = useRef(false);
  const fill = block.fromSubmittedClaim as Record<string, 'reference' | 'email'> | undefined;
  useEffect(() => {
    if (!fill || done.current) return;
    done.current = true;
    void import('./fillFromSubmittedClaim').then(({ filledFromSubmittedClaim }) => setValues((values) => filledFromSubmittedClaim(fill, env, values, defaults)));
  }, [fill, env, defaults, setValues]);
}

/** A form on a page (e.g. the claim tracker): its own values, validation and actions. */
export function FormBlock({ block, pointer }: { block: Block; pointer: string }) {
  const engine = useEngine();
  const navigateTo = useNavigateTo();
  const formId = block.id as string;
  const defaults = useMemo(() => (block.defaults ?? {}) as FormValues, [block.defaults]);
  const atom = formValuesAtom(storageKeys.form(formId, engine.env.promotionId, engine.env.locale), defaults, FORM_VERSION, {
    memoryOnly: block.memoryOnly,
  });
  const resetValues = useSetAtom(atom);
  // A post of the form refused without scripts (server/site/page-forms/): painted by the server with why (and its
  // answers: src/app/renderScreen.tsx).
  const claimForm = engine.inlinedStatus?.claimForm;
  const setNotice = useSetAtom(pageNoticeAtom);
  const visitKey = useLocation().key;
  const successAlias = block.text?.success;
  const onSuccess = useCallback(
    (_values: FormValues, redirect: string | undefined) => {
      // Done with: a page form starts empty next time (the tracker's answers now live with the tracked claim).
      resetValues(structuredClone(defaults));
      if (successAlias) setNotice({ visitKey, alias: successAlias });
      if (redirect) navigateTo(redirect);
    },
    [navigateTo, resetValues, defaults, successAlias, setNotice, visitKey],
  );
  const bound = useMemo(() => boundFieldsOf(block.blocks), [block]);
  const { scope, submit } = useFormController({
    atom,
    validation: block.validation,
    actions: block.actions ?? [],
    bound,
    initialErrors: claimForm?.form === formId ? claimForm.errors : undefined,
    onSuccess,
  });
  useFillFromSubmittedClaim(block, defaults, resetValues);
  const layoutText = engine.definitions.layout?.text ?? {};
  useReportErrors(formId, scope.errors.length > 0);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    void submit();
  };

  return (
    <FormScopeContext.Provider value={scope}>
      {/* method="post": sent before the page has hydrated or without scripts, the answers stay out of the address and
          the server judges them as the browser would (server/site/page-forms/; multipart, for a file widget's files). */}
      <form className="page-form" id={`form-${formId}`} method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} aria-busy={scope.busy}>
        {/* Without scripts the server judges the post (server/site/page-forms/): which form it is, and its token. */}
        {claimForm && (
          <>
            <input type="hidden" name="_form" value={formId} />
            <input type="hidden" name="_csrf" value={claimForm.token} />
          </>
        )}
        <ErrorSummary errors={scope.errors} titleAlias={layoutText.errorSummaryTitle} content={engine.content} />
        <fieldset className="form-fieldset" disabled={scope.busy}>
          <BlockList blocks={block.blocks} pointer={`${pointer}/blocks`} />
        </fieldset>
        <button type="submit" className="button" aria-disabled={scope.busy}>
          {engine.content.text(block.text?.submit)}
        </button>
      </form>
    </FormScopeContext.Provider>
  );
}
