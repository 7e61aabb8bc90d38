import { describe, expect, it } from 'vitest';
import submitMissingInformation from '../../../core/actions/submitMissingInformation';
import { answer, failure, fakeContext, type Answer } from './fakeContext';

const tracked = { email: 'ada@example.com', reference: '123-456-789' };
const claim = { id: 'claim-7', reference: tracked.reference, email: tracked.email, status: 'AWAITING_INFORMATION', rewards: [] };
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const chosen = (key: string, name: string) => ({ key, name, size: 4, type: 'image/png' });

/** A server that knows the tracked claim and answers the missing-information call with `reply`. */
function run(values: Record<string, unknown>, reply: () => Answer = () => answer(undefined, 204), files: Record<string, File> = {}) {
  const sent: FormData[] = [];
  const fake = fakeContext({
    values,
    files,
    post: (path, body) => {
      if (path === '/claim-details-request') return answer({ data: claim });
      if (path !== '/missing-information') throw new Error(path);
      sent.push(body);
      return reply();
    },
  });
  fake.session.set('tracked-claim', tracked);
  return { ...fake, sent, result: submitMissingInformation(fake.ctx) };
}

const fieldsOf = (form: FormData) => [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : (value as File).name]);

describe('submitMissingInformation', () => {
  it('sends the claim id, every chosen file under documents[] and the message, then lets go of the files', async () => {
    const { result, sent, files, bodies } = run(
      { documents: [chosen('k1', 'invoice.png'), chosen('k2', 'imei.png')], supportingInformation: 'The IMEI is on the box.' },
      undefined,
      { k1: png('invoice.png'), k2: png('imei.png') },
    );
    expect(await result).toEqual({ ok: true });
    expect(bodies('/claim-details-request')).toEqual([{ promotion_id: 'GOO00028-DE', ...tracked }]);
    expect(fieldsOf(sent[0])).toEqual([
      ['claim_id', 'claim-7'],
      ['documents[]', 'invoice.png'],
      ['documents[]', 'imei.png'],
      ['supporting_information', 'The IMEI is on the box.'],
    ]);
    expect(files.size).toBe(0);
  });

  it('sends an empty or blank message as no message at all', async () => {
    for (const supportingInformation of ['', '   \n', undefined]) {
      const { result, sent } = run({ documents: [chosen('k1', 'a.png')], supportingInformation }, undefined, { k1: png('a.png') });
      expect(await result).toEqual({ ok: true });
      expect(sent[0].has('supporting_information')).toBe(false);
      expect(sent[0].getAll('documents[]')).toHaveLength(1);
    }
  });

  it('sends a message without documents', async () => {
    const { result, sent } = run({ documents: [], supportingInformation: 'Invoice attached to my e-mail.' });
    expect(await result).toEqual({ ok: true });
    expect(fieldsOf(sent[0])).toEqual([
      ['claim_id', 'claim-7'],
      ['supporting_information', 'Invoice attached to my e-mail.'],
    ]);
  });

  it('says "file size invalid" at the documents on 413 and keeps the chosen files', async () => {
    const { result, files } = run({ documents: [chosen('k1', 'huge.png')], supportingInformation: 'hi' }, () => failure(413, { errors: [{ code: 7 }] }), {
      k1: png('huge.png'),
    });
    expect(await result).toEqual({ ok: false, errors: [{ path: 'documents', alias: 'errorsFileSizeInvalid' }] });
    expect(files.has('k1')).toBe(true);
  });

  it('says which types are accepted on 415', async () => {
    const { result } = run({ documents: [chosen('k1', 'x.png')] }, () => failure(415, { errors: [{ code: 6 }] }), { k1: png('x.png') });
    expect(await result).toEqual({ ok: false, errors: [{ path: 'documents', alias: 'errorsFileTypeInvalid' }] });
  });

  it('shows the document submission error for any other failure, a network failure and a claim that no longer loads', async () => {
    const server = run({ supportingInformation: 'hi' }, () => failure(500, { errors: [{ code: 1 }] }));
    expect(await server.result).toEqual({ ok: false, errors: [{ alias: 'errorsDocumentSubmission' }] });

    const network = run({ supportingInformation: 'hi' }, () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await network.result).toEqual({ ok: false, errors: [{ alias: 'errorsDocumentSubmission' }] });

    const untracked = fakeContext({ values: { supportingInformation: 'hi' }, post: () => failure(403) });
    expect(await submitMissingInformation(untracked.ctx)).toEqual({ ok: false, errors: [{ alias: 'errorsDocumentSubmission' }] });
    expect(untracked.POST).not.toHaveBeenCalled();
  });

  it('asks again for a file the browser no longer holds (chosen before a reload), without sending anything', async () => {
    const { result, POST } = run({ documents: [chosen('k1', 'a.png'), chosen('gone', 'lost.png')] }, undefined, { k1: png('a.png') });
    expect(await result).toEqual({ ok: false, errors: [{ path: 'documents.1', alias: 'errorsUploadFailed' }] });
    expect(POST).not.toHaveBeenCalled();
  });
});
