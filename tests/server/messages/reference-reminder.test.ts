import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBody } from '../claim-fixtures';
import { expectSuccessAndErrorFor, REMINDER_OPERATIONS } from '../http-contract-coverage';
import { startHttpApp, type HttpTestApp } from '../http-harness';
import { PNG } from '../multipart';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';

const REPO = path.resolve(__dirname, '../../..');
let smtp: SmtpTestServer;
let t: HttpTestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await startHttpApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '50', CONTENT_DIR: path.join(REPO, 'page-definitions/GOO00028/content'), TICKET_RATE_LIMIT_PER_MINUTE: '8' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const remind = (email: string, headers: Record<string, string> = {}, promotionId = 'GOO00028-FR') => t.api('POST', '/claim-reference-reminder', { json: { promotion_id: promotionId, email }, headers });
const to = (address: string) => smtp.received.filter((m) => (m.to as { text: string }).text === address);
/** Until the outbox has nothing pending (every message sent or skipped). */
const settle = async () => {
  const until = Date.now() + 10_000;
  while ((await t.app.db.selectFrom('message_outbox').select('id').where('state', '=', 'pending').execute()).length && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
};

describe('POST /claim-reference-reminder', () => {
  it('answers a known and an unknown address identically, mails only the known one, in the locale asked, at most once in 10 minutes', async () => {
    const upload = await t.api('POST', '/file-upload', { files: [{ field: 'file', filename: 'proof.png', content: PNG }] });
    const claim = await t.api('POST', '/claim', { json: claimBody([upload.body.data.id], { email: 'known@example.com' }) });
    expect(claim.status).toBe(200);
    const reference = claim.body.data.public_reference as string;
    await smtp.waitFor(1);

    const known = await remind('Known@Example.com');
    const unknown = await remind('nobody@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.bytes.equals(known.bytes)).toBe(true);
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    await settle();
    const reminders = to('known@example.com').filter((m) => !m.subject?.includes('reçu') && !m.subject?.includes('We have'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].subject).toBe('Votre numéro de demande');
    expect(reminders[0].text).toContain(reference);
    expect(String(reminders[0].html)).toContain('<html lang="fr-FR"');
    expect(to('nobody@example.com')).toEqual([]);
    const skipped = await t.app.db.selectFrom('message_outbox').select(['state', 'recipient']).where('event', '=', 'referenceReminder').where('state', '=', 'skipped').execute();
    expect(skipped).toEqual([{ state: 'skipped', recipient: '' }]); // the unknown address is not kept

    // Again within 10 minutes: the same answer, no second message.
    expect((await remind('known@example.com')).bytes.equals(known.bytes)).toBe(true);
    await settle();
    expect(to('known@example.com').filter((m) => m.subject === 'Votre numéro de demande')).toHaveLength(1);
  });

  it('a dry run sends nothing; a bad body is 400, another package\'s promotion 404; past the client\'s budget 429', async () => {
    const before = (await t.app.db.selectFrom('message_outbox').selectAll().execute()).length;
    expect((await remind('dry@example.com', { prefer: 'dry-run' })).status).toBe(202);
    expect((await t.app.db.selectFrom('message_outbox').selectAll().execute()).length).toBe(before);
    expect((await t.api('POST', '/claim-reference-reminder', { json: { promotion_id: 'GOO00028-GB', email: 'not an address' } })).status).toBe(400);
    expect((await remind('x@example.com', {}, 'AUR00031-US')).status).toBe(404);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await remind(`flood${i}@example.com`)).status);
    expect(statuses).toContain(429);
    expectSuccessAndErrorFor(REMINDER_OPERATIONS, t.seen);
  });
});
