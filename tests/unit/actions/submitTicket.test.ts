import { describe, expect, it } from 'vitest';
import submitTicket, { REASON_DRIVERS } from '../../../core/actions/submitTicket';
import { driverForReason } from '../../../server/promotion-api/domain/ticket-reasons';
import { answer, failure, fakeContext, type Answer } from './fakeContext';

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const chosen = (key: string, name: string) => ({ key, name, size: 4, type: 'image/png' });
const form = { reason: 'need_help_submitting_claim', name: ' Ada Lovelace ', email: 'ada@example.com', claimReference: '', invoiceNumber: '', documents: [], message: 'Help!' };

function run(values: Record<string, unknown>, reply: () => Answer = () => answer({ data: { id: 't-1' } }, 201), files: Record<string, File> = {}) {
  const sent: FormData[] = [];
  const fake = fakeContext({
    values,
    files,
    post: (path, body) => {
      if (path !== '/ticket') throw new Error(path);
      sent.push(body);
      return reply();
    },
  });
  return { ...fake, sent, result: submitTicket(fake.ctx) };
}

const fieldsOf = (data: FormData) => [...data.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : (value as File).name]);

describe('submitTicket', () => {
  it('sends every field, the driver of the reason, the files and the fixed subject, brand, department and language', async () => {
    const { result, sent, files } = run(
      { ...form, claimReference: '123-456-789', invoiceNumber: 'INV-1', documents: [chosen('k1', 'receipt.png')] },
      undefined,
      { k1: png('receipt.png') },
    );
    expect(await result).toEqual({ ok: true });
    const fields = fieldsOf(sent[0]);
    expect(fields).toEqual([
      ['promotion_id', 'GOO00028-DE'],
      ['reason', 'need_help_submitting_claim'],
      ['driver', 'Requires help sub claim'],
      ['name', 'Ada Lovelace'],
      ['email', 'ada@example.com'],
      ['claim_reference', '123-456-789'],
      ['invoice_number', 'INV-1'],
      ['documents', 'receipt.png'],
      ['message', 'Help!'],
      ['subject', expect.any(String)],
      ['brand', expect.any(String)],
      ['department', expect.any(String)],
      ['language', 'de-DE'],
    ]);
    expect(files.size).toBe(0);
  });

  it('maps each reason to the same driver as the server (none for something else and personal data)', () => {
    expect(REASON_DRIVERS).toEqual({
      how_do_i_take_part: 'How promotion works',
      need_help_submitting_claim: 'Requires help sub claim',
      reward_query: 'Reward update within SLA',
      something_else: null,
      personal_data_query: null,
    });
    for (const [reason, driver] of Object.entries(REASON_DRIVERS)) expect(driverForReason(reason, 'sent')).toBe(driver ?? '');
  });

  it('shows file size invalid on 413 (at the documents), the submission error otherwise; the files stay', async () => {
    const values = { ...form, documents: [chosen('k1', 'huge.png')] };
    const tooLarge = run(values, () => failure(413, { errors: [{ code: 7, message: 'too large' }] }), { k1: png('huge.png') });
    expect(await tooLarge.result).toEqual({ ok: false, errors: [{ path: 'documents', alias: 'errorsFileSizeInvalid' }] });
    expect(tooLarge.files.size).toBe(1);
    const broken = run(form, () => failure(500));
    expect(await broken.result).toEqual({ ok: false, errors: [{ alias: 'errorsMessageSubmission' }] });
  });

  it('asks again for a file chosen before a reload, without sending anything', async () => {
    const { result, sent } = run({ ...form, documents: [chosen('gone', 'receipt.png')] });
    expect(await result).toEqual({ ok: false, errors: [{ path: 'documents.0', alias: 'errorsUploadFailed' }] });
    expect(sent).toEqual([]);
  });
});
