import { ErrorCode, errorCodesOf } from '../rules/errorCodes';
import type { Action } from '../engine/contract';
import { chosenFiles } from './support/chosenFiles';

/**
 * The contact reasons the form offers (page-definitions pages/contact.json, Select options) and the routing tag
 * ("driver") support files each under (spec section 3). The one place the site maps a reason to its driver; the
 * reference server (server/promotion-api/domain/ticket-reasons.ts) derives the same tag from the reason.
 */
export const REASON_DRIVERS: Readonly<Record<string, string | null>> = {
  how_do_i_take_part: 'How promotion works',
  need_help_submitting_claim: 'Requires help sub claim',
  reward_query: 'Reward update within SLA',
  something_else: null,
  personal_data_query: null,
};

/** Fixed fields of every ticket from this site. */
export const TICKET_SUBJECT = 'Promotion contact form';
export const TICKET_BRAND = 'Google';
export const TICKET_DEPARTMENT = 'Promotions';

/** The form fields this action reads (pages/contact.json, form "contact"). */
const DOCUMENTS = 'documents';

const stringOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Sends the contact form as one multipart `POST /ticket`: promotion_id, reason, driver (from the reason), name,
 * email, claim_reference, invoice_number, documents (the chosen files), message, and the fixed subject, brand,
 * department and the visitor's language. On failure the values and chosen files stay for another try.
 */
const submitTicket: Action = async (ctx) => {
  const { values, env } = ctx;
  const { files, lost, release } = chosenFiles(values, DOCUMENTS, ctx.pendingFiles);
  if (lost.length > 0) return { ok: false, errors: lost };

  const reason = stringOf(values.reason);
  const body = new FormData();
  body.append('promotion_id', env.promotionId);
  body.append('reason', reason);
  body.append('driver', REASON_DRIVERS[reason] ?? '');
  body.append('name', stringOf(values.name));
  body.append('email', stringOf(values.email));
  body.append('claim_reference', stringOf(values.claimReference));
  body.append('invoice_number', stringOf(values.invoiceNumber));
  for (const file of files) body.append('documents', file, file.name);
  body.append('message', typeof values.message === 'string' ? values.message : '');
  body.append('subject', TICKET_SUBJECT);
  body.append('brand', TICKET_BRAND);
  body.append('department', TICKET_DEPARTMENT);
  body.append('language', env.locale);

  const sent = await ctx.api
    .POST('/ticket', { body: body as never, bodySerializer: (b) => b as unknown as FormData })
    .catch(() => undefined);
  if (!sent) return { ok: false, errors: [{ alias: 'errorsMessageSubmission' }] };
  const { error, response } = sent;
  if (response.status >= 200 && response.status < 300) {
    release();
    return { ok: true };
  }
  const tooLarge = response.status === 413 || errorCodesOf(error).includes(ErrorCode.INVALID_FILE_SIZE);
  return { ok: false, errors: [tooLarge ? { path: DOCUMENTS, alias: 'errorsFileSizeInvalid' } : { alias: 'errorsMessageSubmission' }] };
};

export default submitTicket;
