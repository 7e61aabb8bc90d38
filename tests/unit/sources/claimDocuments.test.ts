import { describe, expect, it, vi } from 'vitest';
import type { PromotionApi } from '../../../src/api/client';
import type { DataSourceContext } from '../../../src/engine/contract';
import auditDocument from '../../../core/sources/auditDocument';
import tradeInDocument from '../../../core/sources/tradeInDocument';
import { env } from '../actions/fakeContext';

const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
const tracked = { email: 'ada@example.com', reference: '123-456-789' };

function context(params: Record<string, unknown> | undefined, reply: { data?: unknown; status?: number } = { data: pdf }, session: unknown = tracked) {
  const status = reply.status ?? 200;
  const POST = vi.fn(async () => ({
    data: reply.data,
    error: status >= 400 ? {} : undefined,
    response: { ok: status < 400, status },
  }));
  const ctx: DataSourceContext = {
    env,
    api: { POST } as unknown as PromotionApi,
    session: {
      get: (key) => (key === 'tracked-claim' ? session : undefined),
      set: () => {},
    },
    values: {},
    params,
  };
  return { ctx, POST };
}

describe('tradeInDocument source', () => {
  it("asks for the consignment's label with the tracked claim, in the visitor's locale, as a Blob", async () => {
    const { ctx, POST } = context({ consignment_id: 'cons-1' });
    expect(await tradeInDocument(ctx)).toBe(pdf);
    expect(POST).toHaveBeenCalledWith('/trade-in-document', {
      body: {
        promotion_id: 'GOO00028-DE',
        email: tracked.email,
        reference: tracked.reference,
        consignment_id: 'cons-1',
        locales: ['de-DE'],
      },
      parseAs: 'blob',
    });
  });

  it('fails without a tracked claim or consignment id, without asking the server', async () => {
    for (const [params, session] of [
      [{ consignment_id: 'cons-1' }, null],
      [{}, tracked],
      [{ consignment_id: 7 }, tracked],
      [undefined, tracked],
    ] as const) {
      const { ctx, POST } = context(params as Record<string, unknown> | undefined, undefined, session);
      await expect(tradeInDocument(ctx)).rejects.toThrow();
      expect(POST).not.toHaveBeenCalled();
    }
  });

  it('fails when the server refuses (expired window: 422) or answers no file', async () => {
    await expect(tradeInDocument(context({ consignment_id: 'c' }, { status: 422 }).ctx)).rejects.toThrow('trade-in-document failed (422)');
    await expect(tradeInDocument(context({ consignment_id: 'c' }, { data: { data: {} } }).ctx)).rejects.toThrow();
  });
});

describe('auditDocument source', () => {
  it('asks for the document with the tracked claim as a Blob', async () => {
    const { ctx, POST } = context({ audit_document_id: 'audit-1' });
    expect(await auditDocument(ctx)).toBe(pdf);
    expect(POST).toHaveBeenCalledWith('/audit-document', {
      body: {
        promotion_id: 'GOO00028-DE',
        reference: tracked.reference,
        email: tracked.email,
        audit_document_id: 'audit-1',
      },
      parseAs: 'blob',
    });
  });

  it('fails without a tracked claim or id, and when the server refuses', async () => {
    const untracked = context({ audit_document_id: 'audit-1' }, undefined, {
      email: 'a@b.c',
    });
    await expect(auditDocument(untracked.ctx)).rejects.toThrow();
    expect(untracked.POST).not.toHaveBeenCalled();
    await expect(auditDocument(context({}).ctx)).rejects.toThrow();
    await expect(auditDocument(context({ audit_document_id: 'x' }, { status: 404 }).ctx)).rejects.toThrow('audit-document failed (404)');
  });
});
