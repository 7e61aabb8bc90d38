import { errorCodes, errorCodesOf } from '../api/client';
import type { Action } from '../engine/contract';
import { localStore } from '../state/localStore';
import { storageKeys } from '../state/storageKeys';
import { claimPayload } from './support/claimPayload';

/** A short fingerprint of the request body: a changed answer needs a new Idempotency-Key. */
export function fingerprint(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return `${text.length}-${hash.toString(36)}`;
}

interface Submission {
  key: string;
  body: string;
}

/**
 * Submits the claim. One Idempotency-Key per draft and body, saved in the draft before the request leaves, so a
 * double click, a retry after a network failure or a reload during the submit all answer the same single claim.
 * On success the confirmation (public reference + e-mail) is kept for the survey and confirmation screens.
 */
const submitClaim: Action = async ({ values, env, api, patch, session, text }) => {
  const body = claimPayload(values, { env, visitorId: localStore.get(storageKeys.visitorId), text });
  const bodyPrint = fingerprint(JSON.stringify(body));
  const earlier = values.submission as Submission | undefined;
  const submission = earlier?.body === bodyPrint ? earlier : { key: crypto.randomUUID(), body: bodyPrint };
  if (submission !== earlier) patch({ submission });

  let answer;
  try {
    answer = await api.POST('/claim', { body, headers: { 'Idempotency-Key': submission.key } });
  } catch (error) {
    console.error('Claim submission failed', error instanceof Error ? error.message : 'unknown error');
    return { ok: false, errors: [{ alias: 'errorsClaimSubmissionError' }] };
  }
  const { data, error } = answer;
  if (error || !data) {
    const claimed = errorCodesOf(error).includes(errorCodes.identifierClaimed);
    return { ok: false, errors: [{ alias: claimed ? 'errorsImeiClaimed' : 'errorsClaimSubmissionError' }] };
  }
  session.set(storageKeys.confirmation(env.promotionId, env.locale), { public_reference: data.data.public_reference, email: body.contact.email });
  return { ok: true };
};

export default submitClaim;
