import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBody } from '../claim-fixtures';
import { multipart, PNG } from '../multipart';
import { createTestApp, type TestApp } from '../test-app';
import { OPERATOR_COMMANDS } from '../../../server/operator/commands';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';

const REPO = path.resolve(__dirname, '../../..');
const wording = { 'en-GB': JSON.parse(fs.readFileSync(path.join(REPO, 'page-definitions/GOO00028/content/en-GB.json'), 'utf8')) };
const AWAY_MS = 15_000;

let smtp: SmtpTestServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '100', MAIL_RETRY_MAX_DELAY_SECONDS: '2' }, {}, wording);
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

describe('the SMTP server away', () => {
  it(`for ${AWAY_MS / 1000} s while a claim is made: the claim is accepted, and its message arrives once after the server returns`, async () => {
    await smtp.stop();
    const form = multipart({}, [{ field: 'file', filename: 'proof.png', content: PNG }]);
    const upload = await t.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...form });
    const claim = await t.call('POST', '/claim', claimBody([upload.json().data.id], { email: 'away@example.com' }));
    expect(claim.status).toBe(200);
    await new Promise((r) => setTimeout(r, AWAY_MS));
    const waiting = await t.app.db.selectFrom('message_outbox').select(['state', 'attempts', 'last_error']).executeTakeFirstOrThrow();
    expect(waiting.state).toBe('pending');
    expect(waiting.attempts).toBeGreaterThan(1);
    expect(waiting.last_error).toMatch(/^E[A-Z]+/); // the transport's code only (ESOCKET: refused)
    expect(smtp.received).toEqual([]);

    await smtp.start();
    await smtp.waitFor(1, 10_000);
    await new Promise((r) => setTimeout(r, 2500)); // a second copy would have come by now
    expect(smtp.received.map((m) => m.subject)).toEqual([`We have your claim ${claim.body.data.public_reference}`]);
    expect(await t.app.db.selectFrom('message_outbox').select(['state', 'last_error']).execute()).toEqual([{ state: 'sent', last_error: null }]);
  }, 40_000);
});

describe('a message that cannot be sent in MAIL_RETRY_HOURS', () => {
  it('is marked failed, logged without personal data, and listed to the operator', async () => {
    const lines: string[] = [];
    const closedPort = await startSmtpTestServer();
    await closedPort.stop();
    const failing = await createTestApp({ SMTP_URL: closedPort.url, MAIL_POLL_MS: '50', MAIL_RETRY_HOURS: '0' }, { logger: true, logStream: { write: (line) => lines.push(line) } }, wording);
    try {
      const form = multipart({}, [{ field: 'file', filename: 'proof.png', content: PNG }]);
      const upload = await failing.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...form });
      const claim = await failing.call('POST', '/claim', claimBody([upload.json().data.id], { email: 'never.sent@example.com', mobile: '+447400123456' }));
      expect(claim.status).toBe(200);
      const until = Date.now() + 10_000;
      while (!lines.some((l) => l.includes('marked failed')) && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      const failed = lines.filter((l) => l.includes('marked failed'));
      expect(failed).toHaveLength(1);
      expect(JSON.parse(failed[0])).toMatchObject({ level: 50, event: 'claimReceived', message: 'claimReceived', error: expect.stringMatching(/^E[A-Z]+/) });
      const all = lines.join('');
      for (const personal of ['never.sent@example.com', '7400123456', 'Lovelace', claim.body.data.public_reference]) expect(all).not.toContain(personal);
      const listed = (await OPERATOR_COMMANDS.messages.run(failing.app.db, ['failed'], new Date())) as Array<Record<string, unknown>>;
      expect(listed).toMatchObject([{ event: 'claimReceived', state: 'failed', reference: claim.body.data.public_reference, attempts: 1 }]);
    } finally {
      await failing.close();
    }
  });
});
