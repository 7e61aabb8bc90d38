/**
 * Survey answers are stored without the draft-only OLD_PHONE_* keys; contact tickets keep their fields (extra
 * ones too), their files, and the support driver tag of their reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverForReason } from '../../server/promotion-api/domain/ticket-reasons';
import { claimBody, GB } from './claim-fixtures';
import { multipart, PDF, PNG } from './multipart';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TICKET_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

describe('survey-response', () => {
  it('stores the answers without OLD_PHONE_WHAT_BRAND, OLD_PHONE_WHAT_MODEL and OLD_PHONE_HOW_OLD', async () => {
    const proof = await t.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...multipart({}, [{ field: 'file', filename: 'p.png', content: PNG }]) });
    const claim = (await t.call('POST', '/claim', claimBody([proof.json().data.id]))).body.data;
    const answer = (key: string, response: string) => ({ key, prompt_alias: `survey${key}`, prompt: key, response });
    const kept = [answer('BRAND_PREVIOUS_PHONE', 'Google'), answer('MODEL_PREVIOUS_PHONE', 'Pixel 4'), answer('AGE_PREVIOUS_PHONE', 'Unprovided'), answer('PROMOTION_SATISFACTION', 'Very satisfied')];
    const draftOnly = [answer('OLD_PHONE_WHAT_BRAND', 'Google'), answer('OLD_PHONE_WHAT_MODEL', 'Pixel 4'), answer('OLD_PHONE_HOW_OLD', '3 years')];
    const r = await t.call('POST', '/survey-response', { promotion_id: GB, public_reference: claim.public_reference, email: 'ada@example.com', answers: [...kept.slice(0, 2), ...draftOnly, ...kept.slice(2)] });
    expect(r.status).toBe(204);
    const row = await t.app.db.selectFrom('survey_responses').selectAll().where('claim_id', '=', claim.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.answers)).toEqual(kept);
  });
});

describe('ticket', () => {
  const fields = { promotion_id: GB, name: 'Ada', email: 'ada@example.com', message: 'Hello', subject: 'Contact form', claim_reference: '123-456-789', invoice_number: 'INV-1', brand: 'Google', department: 'Promotions', language: 'en-GB' };

  async function storedTicket(extra: Record<string, string>, files: Array<{ field: string; filename: string; content: Buffer }> = []) {
    const r = await t.app.inject({ method: 'POST', url: '/api/2022launch/ticket', ...multipart({ ...fields, ...extra }, files) });
    expect(r.statusCode, r.body).toBe(201);
    const row = await t.app.db.selectFrom('tickets').selectAll().where('id', '=', r.json().data.id).executeTakeFirstOrThrow();
    return { payload: JSON.parse(row.payload), documentIds: JSON.parse(row.document_ids) as string[] };
  }

  it.each([
    ['how do I take part', 'How promotion works'],
    ['need help submitting claim', 'Requires help sub claim'],
    ['reward query', 'Reward update within SLA'],
    ['something else', ''],
    ['personal data query', ''],
  ])('tags reason "%s" with driver "%s", whatever driver the client sent', async (reason, driver) => {
    const { payload } = await storedTicket({ reason, driver: 'Spoofed driver' });
    expect(payload.driver).toBe(driver);
    expect(payload.reason).toBe(reason);
  });

  it('matches reasons sent as values (case, hyphens, underscores) and keeps the driver of an unknown reason', () => {
    expect(driverForReason('HOW_DO_I_TAKE_PART', undefined)).toBe('How promotion works');
    expect(driverForReason('reward-query', '')).toBe('Reward update within SLA');
    expect(driverForReason('complaint', 'Escalation')).toBe('Escalation');
  });

  it('keeps every field (extra ones too) and its files, stored as ticket uploads', async () => {
    const { payload, documentIds } = await storedTicket({ reason: 'reward query', utm_source: 'newsletter' }, [
      { field: 'documents', filename: 'a.png', content: PNG },
      { field: 'documents', filename: 'b.pdf', content: PDF },
    ]);
    expect(payload).toMatchObject({ ...fields, utm_source: 'newsletter' });
    expect(documentIds).toHaveLength(2);
    const uploads = await t.app.db.selectFrom('uploads').select(['mime', 'purpose']).where('id', 'in', documentIds).orderBy('mime').execute();
    expect(uploads).toEqual([{ mime: 'application/pdf', purpose: 'ticket' }, { mime: 'image/png', purpose: 'ticket' }]);
  });
});
