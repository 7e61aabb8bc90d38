/**
 * A new promotion from files alone: a copy of a shipped package under another code and base path, in a folder of
 * packages beside GOO00028, served by the real server (its own process, the built site): the copy's pages and API
 * work, and a claim made through one package is unknown through the other.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImei } from '../../core/rules/luhn';
import { PNG } from './multipart';
import { startServerProcess, type ServerProcess } from './server-process';

const REPO = path.resolve(__dirname, '../..');
/** The package copied (the second promotion). */
const SOURCE = fs.existsSync(path.join(REPO, 'page-definitions/AUR00031')) ? 'AUR00031' : 'GOO00028';
const CODE = 'TST00099';
const BASE = '/copytest';

let dir: string;
let server: ServerProcess;
let copy: { promotion: any; catalogue: any };

/** Copies page-definitions/<SOURCE> as <CODE> at <BASE>: new code, base path, promotion ids and site paths. */
function copyPackage(into: string) {
  const target = path.join(into, CODE);
  fs.cpSync(path.join(REPO, 'page-definitions', SOURCE), target, { recursive: true });
  const file = path.join(target, 'promotion.json');
  const promotion = JSON.parse(fs.readFileSync(file, 'utf8'));
  const oldBase = promotion.basePath;
  promotion.promotionCode = CODE;
  promotion.basePath = BASE;
  for (const locale of Object.values<any>(promotion.locales)) {
    locale.promotionId = locale.promotionId.replace(SOURCE, CODE);
    if (locale.sitePath) locale.sitePath = locale.sitePath.replace(oldBase, BASE);
  }
  fs.writeFileSync(file, JSON.stringify(promotion, null, 2));
  return { promotion, catalogue: JSON.parse(fs.readFileSync(path.join(target, 'catalogue.json'), 'utf8')) };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'package-copy-'));
  const packages = path.join(dir, 'packages');
  fs.mkdirSync(packages);
  fs.cpSync(path.join(REPO, 'page-definitions/GOO00028'), path.join(packages, 'GOO00028'), { recursive: true });
  copy = copyPackage(packages);
  server = await startServerProcess({ DEFINITIONS_DIR: packages, DATA_DIR: path.join(dir, 'data'), DIST_DIR: path.join(REPO, 'dist') }, { timeoutMs: 60_000 });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const api = (base: string, route: string, init?: RequestInit) => fetch(`${server.origin}/api${base}${route}`, init);
const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const MOBILES: Record<string, string> = { GB: '+447400123456', US: '+12015550123', IE: '+353851234567', DE: '+4915123456789', FR: '+33612345678' };

/** A claim the copy accepts: its first locale, product, reseller and offered reward method. */
function claimFor(locale: string, storageId: string) {
  const info = copy.promotion.locales[locale];
  const product = copy.catalogue.products[0];
  const methods = new Set(copy.catalogue.rewardMethods.map((m: any) => m.method));
  const reward = methods.has('paypal') ? { method: 'paypal', email: 'grace@example.com' } : { method: 'gift' };
  return {
    promotion_id: info.promotionId,
    visitor_id: null,
    promotion_window_id: null,
    purchase: {
      reseller_id: copy.catalogue.resellers[0].id,
      invoice_date: `${copy.catalogue.purchaseWindow.start}T12:00:00Z`,
      storage_ids: [storageId],
      reference: 'INV-COPY-1',
      items: [{ product_id: product.id, imei: buildImei(product.tacs[0], String(Math.floor(Math.random() * 1e6)).padStart(6, '0')), serial: null, price_paid: null, trade_in_id: null, trade_in_serial: null }],
    },
    contact: {
      title: 'Ms', first_name: 'Grace', last_name: 'Hopper', address1: '1 Main Street', address2: null, city: 'Arlington', county: 'VA', post_code: '22201',
      country: info.country, telephone: '', mobile_phone: MOBILES[info.country] ?? MOBILES.GB, email: 'grace@example.com', locale, company: null,
    },
    reward_method: reward,
    preferences: [{ prompt: 'Marketing', key: 'MARKETING_ACCEPTS_PROMOTIONAL_CONTACT_VIA_EMAIL', response: 'Unchecked' }],
  };
}

describe('a copied package, served beside GOO00028 from files alone', () => {
  it('serves its home page at its own site path, with its own definitions and API base', async () => {
    const [locale, info] = Object.entries<any>(copy.promotion.locales).find(([, l]) => l.sitePath) as [string, any];
    const page = await fetch(`${server.origin}${info.sitePath}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain(`"promotionCode":"${CODE}"`);
    expect(html).toContain(`"apiBase":"/api${BASE}"`);
    // GOO00028 still serves at its own address.
    expect((await fetch(`${server.origin}/2022launch/`)).status).toBe(200);
  });

  it('accepts a claim through its API, which GOO00028 API does not know, and the reverse', async () => {
    const locale = Object.keys(copy.promotion.locales).find((tag) => copy.promotion.locales[tag].sitePath) as string;
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
    const upload = await api(BASE, '/file-upload', { method: 'POST', body: form });
    expect(upload.status).toBe(201);
    const body = claimFor(locale, (await upload.json()).data.id);
    const created = await api(BASE, '/claim', json(body));
    expect(created.status).toBe(200);
    const reference = (await created.json()).data.public_reference;
    const lookup = { promotion_id: body.promotion_id, email: 'grace@example.com', reference };
    expect((await api(BASE, '/claim-details-request', json(lookup))).status).toBe(200);
    // Through GOO00028's API the copy's promotion, and so its claim, is unknown.
    expect((await api('/2022launch', '/claim-details-request', json(lookup))).status).toBe(404);
    expect((await api('/2022launch', '/claim', json(body))).status).toBe(404);
    // And GOO00028's promotions are unknown through the copy's API.
    expect((await api(BASE, '/claim-details-request', json({ ...lookup, promotion_id: 'GOO00028-GB' }))).status).toBe(404);
  });
});
