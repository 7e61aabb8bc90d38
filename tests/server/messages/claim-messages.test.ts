import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestImei, readCatalogue } from '../../support/catalogue';
import { claimBody } from '../claim-fixtures';
import { multipart, PNG } from '../multipart';
import { createTestApp, type TestApp } from '../test-app';
import { OPERATOR_COMMANDS } from '../../../server/operator/commands';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';

const REPO = path.resolve(__dirname, '../../..');
const wordingOf = (code: string) =>
  Object.fromEntries(fs.readdirSync(path.join(REPO, 'page-definitions', code, 'content')).map((f) => [f.replace('.json', ''), JSON.parse(fs.readFileSync(path.join(REPO, 'page-definitions', code, 'content', f), 'utf8'))]));

const CONTACTS = {
  'en-GB': { promotion: 'GOO00028-GB', country: 'GB', post_code: 'SW1A 2AA', mobile: '+447400123456' },
  'de-DE': { promotion: 'GOO00028-DE', country: 'DE', post_code: '10117', mobile: '+4915123456789' },
  'fr-FR': { promotion: 'GOO00028-FR', country: 'FR', post_code: '75001', mobile: '+33612345678' },
  'en-US': { promotion: 'AUR00031-US', country: 'US', post_code: '10118', mobile: '+12015550123' },
  'en-IE': { promotion: 'AUR00031-IE', country: 'IE', post_code: 'D02 XE80', mobile: '+353851234567' },
} as const;
type Locale = keyof typeof CONTACTS;

let smtp: SmtpTestServer;
let goo: TestApp;
let aur: TestApp;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  const env = { SMTP_URL: smtp.url, MAIL_FROM: 'Claims <claims@promotion.example>', MAIL_POLL_MS: '50', PUBLIC_ORIGIN: 'https://claims.example', CLAIM_RATE_LIMIT_PER_MINUTE: '0' };
  goo = await createTestApp(env, {}, wordingOf('GOO00028'));
  aur = await createTestApp({ ...env, DEFINITIONS_DIR: path.join(REPO, 'page-definitions/AUR00031') }, {}, wordingOf('AUR00031'));
});
afterAll(async () => {
  await goo?.close();
  await aur?.close();
  await smtp?.stop();
});

async function submit(t: TestApp, base: string, locale: Locale, email: string, headers: Record<string, string> = {}) {
  const form = multipart({}, [{ field: 'file', filename: 'proof.png', content: PNG }]);
  const upload = await t.app.inject({ method: 'POST', url: `${base}/file-upload`, ...form, headers: { ...form.headers, ...headers } });
  const c = CONTACTS[locale];
  const body = claimBody([upload.json().data.id], { promotionId: c.promotion, email, mobile: c.mobile }) as ReturnType<typeof claimBody> & Record<string, any>;
  body.contact = { ...body.contact, country: c.country, post_code: c.post_code, locale };
  if (base.includes('summerswitch')) {
    const product = readCatalogue('AUR00031').products[0];
    body.purchase = { ...body.purchase, reseller_id: locale === 'en-US' ? 'best-buy' : 'currys-ie', invoice_date: '2026-06-01T12:00:00+00:00', items: [{ ...body.purchase.items[0], product_id: product.id, imei: freshTestImei(product.id, readCatalogue('AUR00031').products), serial: `AB${Math.random().toString(36).slice(2, 12).toUpperCase()}` }] };
    body.reward_method = { method: 'paypal', email } as typeof body.reward_method;
    body.preferences = [];
  }
  const response = await t.app.inject({ method: 'POST', url: `${base}/claim`, payload: body, headers });
  return response;
}

const bySubject = (reference: string) => smtp.received.filter((m) => (m.text ?? '').includes(reference));

describe('the claim-received message', () => {
  const cases: Array<[Locale, () => TestApp, string, RegExp]> = [
    ['en-GB', () => goo, '/api/2022launch', /We have your claim/],
    ['de-DE', () => goo, '/api/2022launch', /Wir haben Ihren Antrag/],
    ['fr-FR', () => goo, '/api/2022launch', /Nous avons reçu votre demande/],
    ['en-US', () => aur, '/api/summerswitch', /We have your claim/],
    ['en-IE', () => aur, '/api/summerswitch', /We have your claim/],
  ];
  it.each(cases)('%s: one message in the claim\'s language, naming its reference, with a link that opens the claim', async (locale, app, base, subject) => {
    const response = await submit(app(), base, locale, `ada.${locale.toLowerCase()}@example.com`);
    expect(response.statusCode, response.body).toBe(200);
    const reference = response.json().data.public_reference as string;
    await smtp.waitFor(1);
    const until = Date.now() + 30_000;
    while (!bySubject(reference).length && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    const [mail, ...more] = bySubject(reference);
    expect(more).toEqual([]);
    expect(mail.subject).toMatch(subject);
    expect(mail.subject).toContain(reference);
    expect((mail.to as { text: string }).text).toBe(`ada.${locale.toLowerCase()}@example.com`);
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@promotion\.example>$/);
    expect(mail.headers.get('content-language')).toBe(locale);
    const html = String(mail.html);
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toMatch(/<h1[^>]*>[^<]*Ada/);
    expect(html).toContain(`#reference=${reference}`);
    expect(html).not.toMatch(/<img/);
    // Nothing sensitive: no phone number, no address.
    for (const secret of [CONTACTS[locale].mobile, CONTACTS[locale].post_code, '1 High Street']) expect(`${mail.text}${html}`).not.toContain(secret);
  });

  it('a dry-run claim sends nothing and leaves nothing in the outbox', async () => {
    const before = await goo.app.db.selectFrom('message_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await submit(goo, '/api/2022launch', 'en-GB', 'dry.run@example.com', { prefer: 'dry-run' });
    expect(response.statusCode, response.body).toBe(200);
    await goo.app.messages!.runOnce();
    const after = await goo.app.db.selectFrom('message_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(smtp.received.filter((m) => (m.to as { text: string }).text === 'dry.run@example.com')).toEqual([]);
  });
});

describe('status messages', () => {
  it("an operator's status change with a note sends one message carrying the note; a status no message names sends none", async () => {
    const response = await submit(goo, '/api/2022launch', 'de-DE', 'status.de@example.com');
    const reference = response.json().data.public_reference as string;
    await OPERATOR_COMMANDS['claim-status'].run(goo.app.db, [reference, 'FULFILMENT'], new Date());
    await OPERATOR_COMMANDS['claim-status'].run(goo.app.db, [reference, 'AWAITING_INFORMATION', 'Bitte', 'senden', 'Sie', 'einen', 'lesbaren', 'Kaufbeleg.'], new Date());
    goo.app.messages!.wake();
    const until = Date.now() + 30_000;
    while (bySubject(reference).length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    await goo.app.messages!.runOnce();
    const mails = bySubject(reference);
    expect(mails.map((m) => m.subject)).toEqual([`Wir haben Ihren Antrag ${reference} erhalten`, `Wir brauchen etwas von Ihnen für Antrag ${reference}`]);
    expect(mails[1].text).toContain('Unser Hinweis: Bitte senden Sie einen lesbaren Kaufbeleg.');
    const rows = await goo.app.db.selectFrom('message_outbox').select(['event', 'status', 'state', 'message']).where('recipient', '=', 'status.de@example.com').orderBy('created_at').execute();
    // Two changes may be written within one millisecond: their order by time is not the test's point.
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        { event: 'claimReceived', status: null, state: 'sent', message: 'claimReceived' },
        { event: 'status', status: 'FULFILMENT', state: 'skipped', message: null },
        { event: 'status', status: 'AWAITING_INFORMATION', state: 'sent', message: 'awaitingInformation' },
      ]),
    );
  });
});
