/**
 * Summer Switch (AUR00031) bank and PayPal claims as its site sends them, per locale, and a test app serving the
 * package: what the privacy tests submit, erase and export.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { DATABASE_FILE } from '../../../server/db/open-sqlite';
import type { Db } from '../../../server/db/open-database';
import { isPostgres } from '../../../server/db/dialect';
import { loadConfig } from '../../../server/config';
import { openUploadStorage, type UploadStorage } from '../../../server/uploads/upload-storage';
import { freshTestImei, readCatalogue } from '../../support/catalogue';
import { multipart, PNG } from '../multipart';
import { createTestApp, type TestApp } from '../test-app';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const AUR_API = '/api/summerswitch';
const aur = readCatalogue('AUR00031');

/** The bank details of each locale (the values the tests look for, byte by byte, in the stores). */
export const BANK = {
  'en-US': { account_name: 'Grace Hopper', account_number: '000123456789', routing_number: '021000021', account_type: 'CHECKING', country: 'US' },
  'en-IE': { account_name: 'Grace Hopper', iban: 'IE29AIBK93115212345678', swift: 'AIBKIE2D', country: 'IE' },
} as const;
export type AurLocale = keyof typeof BANK;

export const CONTACT = {
  'en-US': { address1: '350 Fifth Avenue', city: 'New York', county: 'NY', post_code: '10118', country: 'US', mobile_phone: '+12015550123' },
  'en-IE': { address1: '12 Grafton Street', city: 'Dublin', county: 'Dublin', post_code: 'D02 X285', country: 'IE', mobile_phone: '+353851234567' },
} as const;

export function aurClaimBody(locale: AurLocale, email: string, storageIds: string[], reward: 'bank' | 'paypal' = 'bank') {
  const productId = aur.products[0].id;
  const { country, ...bank } = BANK[locale];
  return {
    promotion_id: locale === 'en-US' ? 'AUR00031-US' : 'AUR00031-IE',
    visitor_id: null,
    promotion_window_id: null,
    purchase: {
      reseller_id: locale === 'en-US' ? 'best-buy' : 'currys-ie',
      invoice_date: '2026-06-01T12:00:00+00:00',
      storage_ids: storageIds,
      reference: 'INV-2001',
      items: [{ product_id: productId, imei: freshTestImei(productId, aur.products), serial: null, price_paid: null, trade_in_id: null, trade_in_serial: null }],
    },
    contact: { title: 'Ms', first_name: 'Grace', last_name: 'Hopper', address2: '', telephone: '', email, locale, company: null, ...CONTACT[locale] },
    reward_method: reward === 'bank' ? { method: 'bank_transfer', legal_type: 'PRIVATE', country, ...bank } : { method: 'paypal', email: `paypal.${email}` },
    preferences: [],
  };
}

/** A test app serving AUR00031 (its own wording), with its log lines kept. */
export async function createAurApp(env: Record<string, string> = {}): Promise<{ t: TestApp; log: string[] }> {
  const log: string[] = [];
  const t = await createTestApp(
    { DEFINITIONS_DIR: path.join(REPO, 'page-definitions/AUR00031'), CONTENT_DIR: path.join(REPO, 'page-definitions/AUR00031/content'), CLAIM_RATE_LIMIT_PER_MINUTE: '0', LOOKUP_RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'debug', ...env },
    { logger: true, logStream: { write: (line) => void log.push(line) } },
  );
  return { t, log };
}

export async function call(t: TestApp, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method, url: `${AUR_API}${url}`, payload: payload as never, headers });
  return { status: response.statusCode, body: response.body ? (JSON.parse(response.body) as any) : undefined };
}

/** Uploads a receipt and submits a claim with it; answers the claim's id and reference and the upload's id. */
export async function submitAurClaim(t: TestApp, locale: AurLocale, email: string, reward: 'bank' | 'paypal' = 'bank', idempotencyKey?: string) {
  const upload = await t.app.inject({ method: 'POST', url: `${AUR_API}/file-upload`, ...multipart({}, [{ field: 'file', filename: 'receipt.png', content: PNG }]) });
  if (upload.statusCode !== 201) throw new Error(`upload: ${upload.statusCode} ${upload.body}`);
  const uploadId = upload.json().data.id as string;
  const claim = await call(t, 'POST', '/claim', aurClaimBody(locale, email, [uploadId], reward), idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
  if (claim.status !== 200) throw new Error(`claim: ${claim.status} ${JSON.stringify(claim.body)}`);
  return { id: claim.body.data.id as string, reference: claim.body.data.public_reference as string, uploadId, promotionId: locale === 'en-US' ? 'AUR00031-US' : 'AUR00031-IE' };
}

/** Every byte of the SQLite files in DATA_DIR (database, WAL, shared memory), as one buffer. */
export function sqliteBytes(dataDir: string): Buffer {
  return Buffer.concat(fs.readdirSync(dataDir).filter((f) => f.startsWith(DATABASE_FILE)).map((f) => fs.readFileSync(path.join(dataDir, f))));
}

/**
 * What the database holds, read directly: on SQLite every byte of its files (free pages and WAL included); on
 * PostgreSQL every row of every table as text.
 */
export async function storedBytes(t: TestApp): Promise<string> {
  if (!isPostgres(t.app.db)) return sqliteBytes(path.join(t.dir, 'data')).toString('latin1');
  return postgresRows(t.app.db);
}

export async function postgresRows(db: Db): Promise<string> {
  const tables = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = 'public'`.execute(db);
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const rows = await sql<{ row: string }>`select row_to_json(t)::text as row from ${sql.table(tablename)} t`.execute(db);
    parts.push(...rows.rows.map((r) => r.row));
  }
  return parts.join('\n');
}

/** The upload storage the test app uses (its folder, or the bucket on `npm run test:server:s3`). */
export async function testUploadStorage(t: TestApp): Promise<UploadStorage> {
  const config = loadConfig({ DATA_DIR: path.join(t.dir, 'data'), ...(process.env.TEST_S3_ENV ? (JSON.parse(process.env.TEST_S3_ENV) as Record<string, string>) : {}) }, REPO);
  return openUploadStorage(config);
}

/**
 * Whether the store holds a file of this name, asked of the store itself: the upload folder's entry, or a GET of the
 * object in the bucket (its bytes read whole).
 */
export async function fileStored(t: TestApp, name: string): Promise<boolean> {
  const config = loadConfig({ DATA_DIR: path.join(t.dir, 'data'), ...(process.env.TEST_S3_ENV ? (JSON.parse(process.env.TEST_S3_ENV) as Record<string, string>) : {}) }, REPO);
  if (!config.s3) return fs.existsSync(path.join(config.uploadDir, name));
  const storage = await openUploadStorage(config);
  try {
    const stream = await storage.open(name);
    for await (const chunk of stream) void chunk;
    return true;
  } catch {
    return false;
  } finally {
    storage.close();
  }
}
