import { ErrorCode, errorCodesOf } from '../rules/errorCodes';
import type { Action } from '../engine/contract';
import { buildSubmission } from '../engine/submission/buildSubmission';
import type { components } from '../generated/api/promotion-api';
import { storageKeys } from '../state/storageKeys';
import { CLAIM_FORMATS } from './support/submissionFormats';

type ClaimRequest = components['schemas']['ClaimRequest'];

/** SHA-256 of the request body, hex: a changed answer needs a new Idempotency-Key. */
export async function fingerprint(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

interface Submission {
  key: string;
  body: string;
}

/**
 * Submits the claim built by the flow's submission mapping (flows/<id>.json `submission`, checked against the
 * contract). One Idempotency-Key per draft and body, saved in the draft before the request leaves, so a double
 * click, a retry after a network failure or a reload during the submit all answer the same single claim. On success
 * the confirmation (public reference + e-mail) is kept for the screens after it.
 */
const submitClaim: Action = async ({ values, env, api, patch, session, text, submission: mapping, processingErrorAlias, countSubmitted, carried, visitorId }) => {
  if (!mapping) {
    console.error('submitClaim: the flow has no submission mapping');
    return { ok: false, errors: [{ alias: processingErrorAlias }] };
  }
  const body = buildSubmission(mapping.body, { values, env, visitorId: visitorId?.() ?? null, text, formats: CLAIM_FORMATS, carried }) as ClaimRequest;
  const bodyPrint = await fingerprint(JSON.stringify(body));
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
    const claimed = errorCodesOf(error).includes(ErrorCode.IDENTIFIER_CLAIMED);
    return { ok: false, errors: [{ alias: claimed ? 'errorsImeiClaimed' : 'errorsClaimSubmissionError' }] };
  }
  const submitted = { public_reference: data.data.public_reference, email: body.contact.email };
  session.set(storageKeys.confirmation(env.promotionId, env.locale), submitted);
  // Kept after the confirmation is left, for this session only: the claim tracker opens with it filled in.
  session.set(storageKeys.submittedClaim(env.promotionId, env.locale), submitted);
  countSubmitted?.();
  return { ok: true };
};

export default submitClaim;
