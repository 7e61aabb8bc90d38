import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBody } from '../claim-fixtures';
import { multipart, PNG } from '../multipart';
import { createTestApp, type TestApp } from '../test-app';

const REPO = path.resolve(__dirname, '../../..');
const wording = { 'en-GB': JSON.parse(fs.readFileSync(path.join(REPO, 'page-definitions/GOO00028/content/en-GB.json'), 'utf8')) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAIL_POLL_MS: '50', DEMO_SERVICES: 'on' }, {}, wording);
});
afterAll(() => t?.close());

describe('without SMTP_URL: the local mailbox', () => {
  it('writes each message as an .eml in DATA_DIR/mailbox, listed at /mailbox-demo/ with its HTML', async () => {
    const form = multipart({}, [{ field: 'file', filename: 'proof.png', content: PNG }]);
    const upload = await t.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...form });
    const claim = await t.call('POST', '/claim', claimBody([upload.json().data.id], { email: 'mailbox@example.com' }));
    expect(claim.status).toBe(200);
    const reference = claim.body.data.public_reference as string;
    const dir = path.join(t.dir, 'data', 'mailbox');
    const until = Date.now() + 30_000;
    const emls = () => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml') && !f.startsWith('.')) : []);
    while (!emls().length && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    expect(emls()).toHaveLength(1);
    const mail = await simpleParser(fs.readFileSync(path.join(dir, emls()[0])));
    expect(mail.subject).toBe(`We have your claim ${reference}`);
    expect(mail.text).toContain(`Your claim reference is ${reference}.`);

    const list = await t.app.inject({ method: 'GET', url: '/mailbox-demo/' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`We have your claim ${reference}`);
    const href = /href="([^"]+\.html)"/.exec(list.body)![1];
    const html = await t.app.inject({ method: 'GET', url: `/mailbox-demo/${href}` });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('<html lang="en-GB"');
    expect((await t.app.inject({ method: 'GET', url: '/mailbox-demo/..%2Fdb.sqlite' })).statusCode).toBe(404);
  });
});
