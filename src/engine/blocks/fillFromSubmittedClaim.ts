import type { FormValues, SiteEnvironment } from '../contract';
import { sessionStore } from '../../state/sessionStore';
import { storageKeys } from '../../../core/state/storageKeys';
import { sameValue } from '../../../core/engine/sameValue';

interface SubmittedClaim {
  public_reference?: string;
  email?: string;
}

/**
 * A form's values with the claim submitted in this browser session filled in (`fill`: a path per answer, `reference`
 * or `email`), so "Track your claim" from the confirmation opens filled in; otherwise the reference alone from the
 * address's fragment (`#reference=123-456-789`, the link of a customer's message: a fragment never reaches a server
 * or its logs); the e-mail address never comes from the address. `values` as they are when none of those paths has
 * been answered yet (still their defaults), else unchanged.
 */
export function filledFromSubmittedClaim(fill: Record<string, 'reference' | 'email'>, env: SiteEnvironment, values: FormValues, defaults: FormValues): FormValues {
  const stored = sessionStore.get(storageKeys.submittedClaim(env.promotionId, env.locale)) as SubmittedClaim | undefined;
  const linked = /^#reference=(\d{3}-\d{3}-\d{3})$/.exec(window.location.hash)?.[1];
  const claim = stored?.public_reference && stored.email ? stored : linked ? { public_reference: linked, email: undefined } : undefined;
  if (!claim || Object.keys(fill).some((path) => !sameValue(values[path], defaults[path]))) return values;
  const filled = Object.entries(fill).flatMap(([path, what]) => {
    const value = what === 'reference' ? claim.public_reference : claim.email;
    return value ? [[path, value]] : [];
  });
  return { ...values, ...Object.fromEntries(filled) };
}
