/**
 * Sending is background work: while customers' requests keep the server busy the sender sends one batch per
 * poll and ignores wakes, of the messages that have waited MAIL_BUSY_DELAY_SECONDS; once the loop has room it drains
 * the outbox. Rows marked sent together, each once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { startMessageSender } from '../../../server/messages/message-sender';
import { smtpTransport } from '../../../server/messages/mail-transport';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';

const ROWS = 45;
let smtp: SmtpTestServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ MAIL_SENDER: 'off' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

describe('the message sender under load', () => {
  it("sends one batch per poll while customers' requests keep the server busy, the rest once it has room; each message once", async () => {
    await addRows(ROWS, new Date(), 'row');
    let busy = true;
    const sender = senderOver(() => busy);
    try {
      await smtp.waitFor(20);
      sender.wake();
      await new Promise((r) => setTimeout(r, 300)); // well within the poll: a wake while busy sends nothing more
      expect(smtp.received).toHaveLength(20);
      const sent = await t.app.db.selectFrom('message_outbox').select('id').where('state', '=', 'sent').execute();
      expect(sent).toHaveLength(20);

      busy = false;
      await smtp.waitFor(ROWS, 10_000);
      await sender.runOnce();
      expect(smtp.received.map((m) => m.subject).sort()).toEqual(Array.from({ length: ROWS }, (_, i) => `row-${String(i).padStart(2, '0')}`));
      const states = await t.app.db.selectFrom('message_outbox').select(['state', 'lease_until', 'sent_at']).execute();
      expect(states.every((s) => s.state === 'sent' && s.lease_until === null && s.sent_at !== null)).toBe(true);
    } finally {
      await sender.close();
    }
  });

  it('while busy, sends only the messages that have waited MAIL_BUSY_DELAY_SECONDS; the burst\'s own once it has room', async () => {
    await t.app.db.deleteFrom('message_outbox').execute();
    smtp.received.length = 0;
    await addRows(3, new Date(Date.now() - 30_000), 'waited');
    await addRows(5, new Date(), 'fresh');
    let busy = true;
    const sender = senderOver(() => busy, 10_000);
    try {
      await smtp.waitFor(3);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.received.map((m) => m.subject).sort()).toEqual(['waited-00', 'waited-01', 'waited-02']);
      busy = false;
      sender.wake();
      await smtp.waitFor(8, 10_000);
      expect(smtp.received.filter((m) => m.subject?.startsWith('fresh-'))).toHaveLength(5);
    } finally {
      await sender.close();
    }
  });
});

async function addRows(count: number, due: Date, prefix: string) {
  const at = due.toISOString();
  await t.app.db
    .insertInto('message_outbox')
    .values(Array.from({ length: count }, (_, i) => ({ id: `${prefix}-${String(i).padStart(2, '0')}`, code: 'GOO00028', promotion_id: 'GOO00028-GB', claim_id: null, event: 'claimReceived', status: null, note: null, locale: 'en-GB', recipient: `r${i}@example.com`, recipient_key: '', state: 'pending', due_at: at, created_at: at, attempts: 0 })))
    .execute();
}

function senderOver(busy: () => boolean, busyDelayMs?: number) {
  return startMessageSender({
    db: t.app.db,
    transport: smtpTransport(smtp.url),
    compose: async (row) => ({ message: 'claimReceived', mail: { messageId: `<${row.id}@promotion.example>`, from: 'claims@promotion.example', to: row.recipient, subject: row.id, text: 'Hello', html: '<p>Hello</p>', locale: row.locale } }),
    log: { warn: () => undefined, error: () => undefined },
    retryForMs: 60_000,
    pollMs: 2000,
    busy,
    busyDelayMs,
  });
}
