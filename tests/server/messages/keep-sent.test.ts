/**
 * Sent messages are not kept longer than MAIL_KEEP_DAYS: past it, the outbox row keeps what the operator lists but
 * not the address nor the note, and the local mailbox's copy is removed; a message still being tried keeps both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBody } from '../claim-fixtures';
import { multipart, PNG } from '../multipart';
import { createTestApp, type TestApp } from '../test-app';
import { OPERATOR_COMMANDS } from '../../../server/operator/commands';
import { forgetSentMessages } from '../../../server/messages/forget-sent-messages';
import { loadConfig } from '../../../server/config';

const REPO = path.resolve(__dirname, '../../..');
const wording = { 'en-GB': JSON.parse(fs.readFileSync(path.join(REPO, 'page-definitions/GOO00028/content/en-GB.json'), 'utf8')) };
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAIL_POLL_MS: '50' }, {}, wording);
});
afterAll(() => t?.close());

describe('MAIL_KEEP_DAYS', () => {
  it('past it a sent message keeps no address, note nor mailbox copy; before it, and while still tried, everything is kept', async () => {
    const form = multipart({}, [{ field: 'file', filename: 'proof.png', content: PNG }]);
    const upload = await t.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...form });
    const claim = await t.call('POST', '/claim', claimBody([upload.json().data.id], { email: 'kept@example.com' }));
    const reference = claim.body.data.public_reference as string;
    await OPERATOR_COMMANDS['claim-status'].run(t.app.db, [reference, 'AWAITING_INFORMATION', 'Please', 'send', 'a', 'receipt'], new Date());
    await t.app.messages!.runOnce();
    const dir = path.join(t.dir, 'data', 'mailbox');
    const files = () => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.startsWith('.')).sort() : []);
    // Two messages: .eml, .html and .json each (the server's own sender may have taken them and still be writing them
    // as runOnce looks, the mailbox's folder not made yet).
    for (const giveUpAt = Date.now() + 10_000; files().length < 6 && Date.now() < giveUpAt; ) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(files()).toHaveLength(6);
    // A third message still being tried (due later): kept whatever its age.
    await t.app.db.insertInto('message_outbox').values({ id: 'still-tried', code: 'GOO00028', promotion_id: 'GOO00028-GB', claim_id: claim.body.data.id, event: 'status', status: 'AWAITING_INFORMATION', note: 'Later', locale: 'en-GB', recipient: 'kept@example.com', recipient_key: '', state: 'pending', due_at: new Date(Date.now() + 365 * DAY).toISOString(), created_at: new Date().toISOString(), attempts: 3 }).execute();
    const rows = () => t.app.db.selectFrom('message_outbox').select(['id', 'event', 'state', 'recipient', 'note']).orderBy('created_at').orderBy('id').execute();

    expect(await forgetSentMessages(t.app.db, dir, new Date(Date.now() + 29 * DAY), 30)).toEqual({ rows: 0, files: 0 });
    expect((await rows()).map((r) => r.recipient)).toEqual(['kept@example.com', 'kept@example.com', 'kept@example.com']);
    expect(files()).toHaveLength(6);

    expect(await forgetSentMessages(t.app.db, dir, new Date(Date.now() + 31 * DAY), 30)).toEqual({ rows: 2, files: 6 });
    const after = await rows();
    expect(after.filter((r) => r.state === 'sent')).toEqual([
      expect.objectContaining({ event: 'claimReceived', recipient: '', note: null }),
      expect.objectContaining({ event: 'status', recipient: '', note: null }),
    ]);
    expect(after.find((r) => r.id === 'still-tried')).toMatchObject({ state: 'pending', recipient: 'kept@example.com', note: 'Later' });
    expect(files()).toEqual([]);
    // What the operator lists stays.
    const listed = (await OPERATOR_COMMANDS.messages.run(t.app.db, ['sent'], new Date())) as Array<Record<string, unknown>>;
    expect(listed.map((m) => [m.event, m.reference])).toEqual(expect.arrayContaining([['claimReceived', reference], ['status', reference]]));
  });

  it('defaults to 30 days; a bad value is refused with its name', () => {
    expect(loadConfig({}, REPO).mail?.keepDays).toBe(30);
    expect(() => loadConfig({ MAIL_KEEP_DAYS: 'a month' }, REPO)).toThrow(/MAIL_KEEP_DAYS must be a whole number between 0 and 3650 \(got "a month"\)/);
  });
});
