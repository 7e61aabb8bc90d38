import { describe, expect, it } from 'vitest';
import uploadDocuments from '../../../core/actions/uploadDocuments';
import { answer, failure, fakeContext, type Answer } from './fakeContext';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const chosen = (key: string, name: string) => ({ key, name, size: 8, type: 'application/pdf' });
const uploaded = (id: string, name: string) => ({ id, name, size: 8, type: 'application/pdf' });

/** A server that issues ids in order and records the uploaded file names. */
function uploadServer(reply: (name: string) => Answer | undefined = () => undefined) {
  const names: string[] = [];
  return {
    names,
    post: (path: string, body: FormData) => {
      if (path !== '/file-upload') throw new Error(path);
      const name = (body.get('file') as File).name;
      names.push(name);
      return reply(name) ?? answer({ data: { id: `srv-${names.length}` } });
    },
  };
}

describe('uploadDocuments', () => {
  it('uploads only files without a server id, one by one, and keeps the uploaded ones', async () => {
    const server = uploadServer();
    const fake = fakeContext({
      values: {
        documents: [uploaded('doc-1', 'old.pdf'), chosen('k2', 'invoice.pdf')],
        imeiDocuments: [chosen('k3', 'imei.pdf')],
        firstName: 'Ada',
      },
      files: { k2: pdf('invoice.pdf'), k3: pdf('imei.pdf') },
      post: server.post,
    });
    expect(await uploadDocuments(fake.ctx)).toEqual({ ok: true });
    expect(server.names).toEqual(['invoice.pdf', 'imei.pdf']);
    expect(fake.patches).toEqual([
      {
        documents: [uploaded('doc-1', 'old.pdf'), uploaded('srv-1', 'invoice.pdf')],
        imeiDocuments: [uploaded('srv-2', 'imei.pdf')],
      },
    ]);
    expect(fake.files.size).toBe(0);
  });

  it('reports a too large file (413) at its entry and keeps it for another try', async () => {
    const server = uploadServer((name) => (name === 'huge.pdf' ? failure(413, { errors: [{ code: 7 }] }) : undefined));
    const fake = fakeContext({
      values: { documents: [uploaded('doc-1', 'old.pdf'), chosen('k2', 'huge.pdf'), chosen('k3', 'ok.pdf')] },
      files: { k2: pdf('huge.pdf'), k3: pdf('ok.pdf') },
      post: server.post,
    });
    expect(await uploadDocuments(fake.ctx)).toEqual({ ok: false, errors: [{ path: 'documents.1', alias: 'errorsFileSizeInvalid' }] });
    expect(fake.patches).toEqual([
      { documents: [uploaded('doc-1', 'old.pdf'), chosen('k2', 'huge.pdf'), uploaded('srv-2', 'ok.pdf')] },
    ]);
    expect(fake.files.has('k2')).toBe(true);
  });

  it('says which types are accepted when the server refuses the content (415, code 6)', async () => {
    const server = uploadServer(() => failure(415, { errors: [{ code: 6 }] }));
    const fake = fakeContext({ values: { documents: [chosen('k1', 'page.png')] }, files: { k1: pdf('page.png') }, post: server.post });
    expect(await uploadDocuments(fake.ctx)).toEqual({ ok: false, errors: [{ path: 'documents.0', alias: 'errorsFileTypeInvalid' }] });
  });

  it('shows "upload failed" for other server failures', async () => {
    const server = uploadServer(() => failure(500, { errors: [{ code: 1 }] }));
    const fake = fakeContext({ values: { documents: [chosen('k1', 'a.pdf')] }, files: { k1: pdf('a.pdf') }, post: server.post });
    expect(await uploadDocuments(fake.ctx)).toEqual({ ok: false, errors: [{ path: 'documents.0', alias: 'errorsUploadFailed' }] });
  });

  it('asks again for a file the browser no longer holds (chosen before a reload)', async () => {
    const fake = fakeContext({ values: { documents: [uploaded('doc-1', 'old.pdf'), chosen('gone', 'lost.pdf')] }, post: uploadServer().post });
    expect(await uploadDocuments(fake.ctx)).toEqual({ ok: false, errors: [{ path: 'documents.1', alias: 'errorsUploadFailed' }] });
    expect(fake.POST).not.toHaveBeenCalled();
    expect(fake.patches).toEqual([{ documents: [uploaded('doc-1', 'old.pdf')] }]);
  });

  it('leaves lists that are not file lists alone', async () => {
    const fake = fakeContext({ values: { items: [{ productId: 'p1' }], documents: [] } });
    expect(await uploadDocuments(fake.ctx)).toEqual({ ok: true });
    expect(fake.POST).not.toHaveBeenCalled();
  });
});
