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
import { sessionStore } from '../../state/sessionStore';
import { storageKeys } from '../../../core/state/storageKeys';
import { BlockList } from './BlockList';

export const FORM_VERSION = 1;

interface SubmittedClaim {
  public_reference?: string;
  email?: string;
}

/**
 * `fromSubmittedClaim`: once the page has hydrated (the server cannot know the session), a form still at its defaults
 * takes the reference and e-mail of the claim submitted in this browser session, so "Track your claim" from the
 * confirmation opens filled in. Otherwise the reference alone may come from the address's fragment
 * (`#reference=123-456-789`, the link of a customer's message: a fragment never reaches a server or its logs); the
 * e-mail address never comes from the address. Once per visit.
 */
function useFillFromSubmittedClaim(block: Block, values: FormValues, defaults: FormValues, setValues: (values: FormValues) => void) {
  const { env } = useEngine();
  const done = useRef(false);
  const fill = block.fromSubmittedClaim as Record<string, 'reference' | 'email'> | undefined;
  useEffect(() => {
    if (!fill || done.current) return;
    done.current = true;
    const stored = sessionStore.get(storageKeys.submittedClaim(env.promotionId, env.locale)) as SubmittedClaim | undefined;
    const linked = /^#reference=(\d{3}-\d{3}-\d{3})$/.exec(typeof window === 'undefined' ? '' : window.location.hash)?.[1];
    const claim = stored?.public_reference && stored.email ? stored : linked ? { public_reference: linked, email: undefined } : undefined;
    if (!claim) return;
    if (Object.keys(fill).some((path) => JSON.stringify(values[path] ?? null) !== JSON.stringify(defaults[path] ?? null))) return;
    const filled = Object.fromEntries(Object.entries(fill).flatMap(([path, what]) => { const value = what === 'reference' ? claim.public_reference : claim.email; return value ? [[path, value]] : []; }));
    setValues({ ...values, ...filled });
  }, [fill, env, values, defaults, setValues]);
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
  useFillFromSubmittedClaim(block, scope.values, defaults, resetValues);
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
