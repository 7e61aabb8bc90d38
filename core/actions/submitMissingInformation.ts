import { ErrorCode, errorCodesOf } from '../rules/errorCodes';
import type { Action, FieldError } from '../engine/contract';
import { chosenFiles } from './support/chosenFiles';
import { loadTrackedClaim } from './support/trackedClaim';

/** The form fields this action reads (page-definitions my-claim, form "missing-information"). */
const DOCUMENTS = 'documents';
const MESSAGE = 'supportingInformation';

/**
 * Sends the documents and/or the message a claim awaiting information asks for, in one multipart
 * `POST /missing-information` (claim_id, documents[], supporting_information). A blank message is sent as no
 * message at all. On failure the chosen files and the message stay in the form for another try.
 */
const submitMissingInformation: Action = async (ctx) => {
  const { files, lost, release } = chosenFiles(ctx.values, DOCUMENTS, ctx.pendingFiles);
  const message = typeof ctx.values[MESSAGE] === 'string' ? (ctx.values[MESSAGE] as string) : '';

  if (lost.length > 0) return { ok: false, errors: lost };

  const claim = await loadTrackedClaim(ctx);
  if (!claim) return { ok: false, errors: [{ alias: 'errorsDocumentSubmission' }] };

  const body = new FormData();
  body.append('claim_id', claim.id);
  for (const file of files) body.append('documents[]', file, file.name);
  if (message.trim() !== '') body.append('supporting_information', message);

  const sent = await ctx.api
    .POST('/missing-information', {
      body: body as never,
      bodySerializer: (b) => b as unknown as FormData,
    })
    .catch(() => undefined);
  if (!sent) return { ok: false, errors: [{ alias: 'errorsDocumentSubmission' }] };
  const { error, response } = sent;
  if (response.status >= 200 && response.status < 300) {
    release();
    return { ok: true };
  }
  return {
    ok: false,
    errors: [failureOf(response.status, errorCodesOf(error))],
  };
};

/** 413 / code 7: a file too large (shown at the documents); 415 / code 6: a type not accepted; else the generic one. */
function failureOf(status: number, codes: number[]): FieldError {
  if (status === 413 || codes.includes(ErrorCode.INVALID_FILE_SIZE)) return { path: DOCUMENTS, alias: 'errorsFileSizeInvalid' };
  if (status === 415 || codes.includes(ErrorCode.INVALID_FILE_TYPE)) return { path: DOCUMENTS, alias: 'errorsFileTypeInvalid' };
  return { alias: 'errorsDocumentSubmission' };
}

export default submitMissingInformation;
