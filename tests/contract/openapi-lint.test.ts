/**
 * The API contract (openapi/promotion-api.yaml) is valid, complete and usable:
 * - Redocly CLI lints it (redocly.yaml: recommended-strict + extras) with zero errors and warnings;
 * - every call of spec section 7 is there, each with an operationId and an error answer;
 * - the conventions the server relies on hold (data wrapper, ErrorBody, closed request bodies, maxLength);
 * - ajv (as the server uses it) compiles every component schema and accepts sample bodies;
 * - openapi-typescript generates types from it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import openapiTS, { astToString } from 'openapi-typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const specPath = join(root, 'openapi/promotion-api.yaml');
const specText = readFileSync(specPath, 'utf8');
type Json = any;
const doc: Json = parse(specText);

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

/**
 * The 23 calls of spec section 7, the address lookup ("Other" in section 7), served by the API too, and the
 * client failure report (issue 11).
 */
const SPEC_CALLS: Array<[string, string]> = [
  ['post', '/address-lookup'],
  ['post', '/content-manifest'],
  ['post', '/file-upload'],
  ['post', '/claim-window-check'],
  ['post', '/phone-number-check'],
  ['post', '/product-check'],
  ['post', '/product-identifier-check'],
  ['post', '/claim'],
  ['post', '/claim-details-request'],
  ['post', '/missing-information'],
  ['post', '/reward-detail'],
  ['post', '/reward-detail-validation'],
  ['post', '/web-visitor'],
  ['post', '/ticket'],
  ['get', '/promotion/{id}/qualifying-resellers'],
  ['get', '/promotion/{id}/qualifying-products'],
  ['get', '/promotion/{id}/qualifying-trade-ins'],
  ['get', '/promotion/{id}/date-window-status'],
  ['post', '/promotion/{id}/reward-methods'],
  ['post', '/survey-response'],
  ['post', '/trade-in-document'],
  ['post', '/revaluation-approval'],
  ['post', '/revaluation-rejection'],
  ['post', '/audit-document'],
  ['post', '/client-report'],
  // The site's counted events for the studio's results (issue 31).
  ['post', '/usage-events'],
  // The reference reminder: Forgot your claim reference? (issue 50).
  ['post', '/claim-reference-reminder'],
];

function operations(): Array<{ method: string; path: string; op: Json }> {
  const out: Array<{ method: string; path: string; op: Json }> = [];
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of METHODS) if (item[method]) out.push({ method, path, op: item[method] });
  }
  return out;
}

/** Follows local $refs ("#/components/..."). */
function deref(node: Json): Json {
  let cur = node;
  const seen = new Set<string>();
  while (cur && typeof cur === 'object' && typeof cur.$ref === 'string') {
    if (seen.has(cur.$ref)) throw new Error(`circular $ref ${cur.$ref}`);
    seen.add(cur.$ref);
    const parts = cur.$ref.replace(/^#\//, '').split('/').map((p: string) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    cur = parts.reduce((acc: Json, key: string) => acc?.[key], doc);
    if (cur === undefined) throw new Error(`unresolved $ref`);
  }
  return cur;
}

/** Redocly CLI's problems with one contract (redocly.yaml), as lines; with its totals and exit status. */
function redoclyLint(file: string): { problems: string[]; errors: number; status: number | null } {
  const require = createRequire(import.meta.url);
  const cli = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
  const run = spawnSync(process.execPath, [cli, 'lint', file, '--config', 'redocly.yaml', '--format', 'json', '--max-problems', '1000'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  const start = run.stdout.indexOf('{');
  if (start < 0) throw new Error(`no JSON from redocly lint:\n${run.stdout}\n${run.stderr}`);
  const report = JSON.parse(run.stdout.slice(start));
  const problems = (report.problems ?? []).map((p: Json) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? '?'}`);
  return { problems, errors: report.totals.errors, status: run.status };
}

describe('openapi/promotion-api.yaml', () => {
  it('passes redocly lint with zero errors and zero warnings', () => {
    const lint = redoclyLint('openapi/promotion-api.yaml');
    expect(lint.problems).toEqual([]);
    expect(lint.errors).toBe(0);
    expect(lint.status).toBe(0);
  }, 60_000);

  it('is OpenAPI 3.1 and serves the local reference server under /2022launch', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.servers[0].url).toBe('http://localhost:3028/api/2022launch');
    expect(doc.servers[0].url.endsWith('/2022launch')).toBe(true);
  });

  it('describes exactly the 23 calls of spec section 7, the address lookup, the client report, the counted events and the reference reminder', () => {
    const present = operations().map(({ method, path }) => `${method.toUpperCase()} ${path}`).sort();
    const expected = SPEC_CALLS.map(([m, p]) => `${m.toUpperCase()} ${p}`).sort();
    expect(expected).toHaveLength(27);
    expect(present).toEqual(expected);
  });

  it('gives every operation a unique camelCase operationId and an error answer', () => {
    const ids = new Set<string>();
    for (const { method, path, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(ids.has(op.operationId), `duplicate operationId ${op.operationId}`).toBe(false);
      ids.add(op.operationId);
      const errorCodes = Object.keys(op.responses).filter((c) => /^[45]\d\d$/.test(c));
      expect(errorCodes.length, `${where} has no error response`).toBeGreaterThan(0);
      for (const code of errorCodes) {
        const response = deref(op.responses[code]);
        const schema = response.content?.['application/json']?.schema;
        expect(schema, `${where} ${code} has no JSON body`).toBeDefined();
        // product-identifier-check's 422 is a data body by design; all others are ErrorBody.
        if (!(path === '/product-identifier-check' && code === '422')) {
          expect(schema.$ref, `${where} ${code}`).toBe('#/components/schemas/ErrorBody');
        }
      }
      expect(errorCodes, `${where} lacks 429`).toContain('429');
      expect(errorCodes, `${where} lacks 500`).toContain('500');
      expect(errorCodes, `${where} lacks 503`).toContain('503');
      if (op.requestBody) expect(errorCodes, `${where} lacks 400`).toContain('400');
    }
    expect(deref(doc.components.responses.TooManyRequests).headers['Retry-After']).toBeDefined();
    expect(deref(doc.components.responses.Unavailable).headers['Retry-After']).toBeDefined();
  });

  it('wraps every JSON success body in data; 204s have no body; downloads are PDFs', () => {
    for (const { method, path, op } of operations()) {
      for (const [code, ref] of Object.entries<Json>(op.responses)) {
        if (!/^2\d\d$/.test(code)) continue;
        const response = deref(ref);
        const where = `${method.toUpperCase()} ${path} ${code}`;
        if (code === '204') {
          expect(response.content, where).toBeUndefined();
          continue;
        }
        if (path === '/trade-in-document' || path === '/audit-document') {
          expect(Object.keys(response.content), where).toEqual(['application/pdf']);
          continue;
        }
        const schema = deref(response.content['application/json'].schema);
        expect(schema.required, where).toEqual(['data']);
      }
    }
  });

  it('closes every JSON and multipart request body (additionalProperties: false), except the ticket', () => {
    for (const { method, path, op } of operations()) {
      if (!op.requestBody) continue;
      for (const [mediaType, media] of Object.entries<Json>(deref(op.requestBody).content)) {
        const schema = deref(media.schema);
        const where = `${method.toUpperCase()} ${path} ${mediaType}`;
        if (path === '/ticket') {
          expect(schema.additionalProperties, where).not.toBe(false);
          expect(schema.additionalProperties, where).toBeDefined();
        } else {
          expect(schema.additionalProperties, where).toBe(false);
        }
      }
    }
  });

  it('bounds every free string with maxLength', () => {
    const missing: string[] = [];
    const visit = (node: Json, pointer: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${pointer}/${i}`));
      if (!node || typeof node !== 'object') return;
      const types = Array.isArray(node.type) ? node.type : [node.type];
      const isFree = types.includes('string') && node.enum === undefined && node.const === undefined && node.format !== 'binary';
      if (isFree && node.maxLength === undefined) missing.push(pointer);
      for (const [k, v] of Object.entries(node)) {
        if (k === 'example' || k === 'examples') continue;
        visit(v, `${pointer}/${k}`);
      }
    };
    visit(doc.paths, '#/paths');
    visit(doc.components, '#/components');
    expect(missing).toEqual([]);
  });

  describe('schemas compile with ajv as the server uses them', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    ajv.addFormat('binary', true);
    ajv.addKeyword('components');
    ajv.addSchema({ $id: 'promotion-api', components: doc.components });
    const validate = (name: string, body: unknown) => {
      const fn = ajv.getSchema(`promotion-api#/components/schemas/${name}`);
      if (!fn) throw new Error(`no schema ${name}`);
      const ok = fn(body);
      return { ok, errors: fn.errors };
    };

    it('compiles every component schema', () => {
      for (const name of Object.keys(doc.components.schemas)) {
        expect(() => ajv.getSchema(`promotion-api#/components/schemas/${name}`), name).not.toThrow();
      }
    });

    const claim = {
      promotion_id: 'promo-gb',
      visitor_id: 'visitor-1',
      promotion_window_id: null,
      purchase: {
        reseller_id: 'reseller-1',
        invoice_date: '2022-03-01T12:00:00+00:00',
        storage_ids: ['file-1', 'file-2'],
        reference: 'INV-42',
        items: [
          { product_id: 'product-1', imei: '356938035643809', serial: null, price_paid: null, trade_in_id: null, trade_in_serial: null },
        ],
      },
      contact: {
        title: 'Mr', first_name: 'Ann', last_name: 'Smith', address1: '1 High Street', address2: '', city: 'London',
        county: 'Greater London', post_code: 'SW1A1AA', country: 'GB', telephone: '', mobile_phone: '+447700900123',
        email: 'ann@example.com', locale: 'en-GB', company: null,
      },
      reward_method: { method: 'gift' },
      preferences: [
        { prompt: 'Marketing', key: 'MARKETING_ACCEPTS_PROMOTIONAL_CONTACT_VIA_EMAIL', response: 'Checked' },
        { prompt: 'Gift', key: 'a1b2c3', response: 'GIFT-WATCH' },
      ],
    };

    it('accepts a gift claim and rejects unknown properties and a bad reward method', () => {
      expect(validate('ClaimRequest', claim).ok).toBe(true);
      expect(validate('ClaimRequest', { ...claim, extra: 1 }).ok).toBe(false);
      expect(validate('ClaimRequest', { ...claim, reward_method: { method: 'cash' } }).ok).toBe(false);
      expect(validate('ClaimRequest', { ...claim, reward_method: { method: 'paypal', email: 'a@b.co' } }).ok).toBe(true);
      const bank = {
        method: 'bank_transfer', account_name: 'Ann Smith', account_number: '12345678', sort_code: '11-22-99',
        legal_type: 'PRIVATE', country: 'GB',
      };
      expect(validate('ClaimRequest', { ...claim, reward_method: bank }).ok).toBe(true);
      expect(validate('ClaimRequest', { ...claim, reward_method: { ...bank, sort_code: '112299' } }).ok).toBe(false);
    });

    it('accepts the error body and the identifier-check failure', () => {
      expect(validate('ErrorBody', { errors: [{ code: 3, message: 'OUTSIDE_CLAIM_WINDOW' }] }).ok).toBe(true);
      expect(validate('ErrorBody', { errors: [{ code: 8 }] }).ok).toBe(false);
      expect(
        validate('ProductIdentifierCheckFailure', {
          data: { valid: false, invalid: ['ABC'], errors: [{ code: 10, type: 'serial', identifier: 'ABC' }] },
        }).ok,
      ).toBe(true);
    });

    it('lets the ticket carry unknown text fields', () => {
      const ticket = { promotion_id: 'promo-gb', reason: 'something-else', name: 'Ann', email: 'ann@example.com', message: 'Hi', subject: 'Contact form' };
      expect(validate('TicketRequest', { ...ticket, utm_source: 'mail' }).ok).toBe(true);
      expect(validate('TicketRequest', { ...ticket, claim_reference: '123-456' }).ok).toBe(false);
    });

    it('checks address lookups: a closed request, a trimmed query of 2..100 characters, at most 10 addresses', () => {
      expect(validate('AddressLookupRequest', { country: 'GB', query: 'SW1A 2AA' }).ok).toBe(true);
      expect(validate('AddressLookupRequest', { country: 'FR', query: '  rivoli ' }).ok).toBe(true);
      expect(validate('AddressLookupRequest', { country: 'GB', query: 'a' }).ok).toBe(false);
      expect(validate('AddressLookupRequest', { country: 'GB', query: ' a  ' }).ok).toBe(false);
      expect(validate('AddressLookupRequest', { country: 'GB', query: 'x'.repeat(101) }).ok).toBe(false);
      expect(validate('AddressLookupRequest', { country: 'gb', query: 'London' }).ok).toBe(false);
      expect(validate('AddressLookupRequest', { country: 'GB', query: 'London', limit: 5 }).ok).toBe(false);
      const item = { Line1: '10 Downing Street', Line2: '', City: 'London', Province: 'Greater London', PostalCode: 'SW1A 2AA' };
      expect(validate('AddressLookupResponse', { data: { items: [item] } }).ok).toBe(true);
      expect(validate('AddressLookupResponse', { data: { items: [] } }).ok).toBe(true);
      expect(validate('AddressLookupResponse', { data: { items: Array(11).fill(item) } }).ok).toBe(false);
      expect(validate('AddressLookupResponse', { data: { items: [{ ...item, City: '' }] } }).ok).toBe(false);
    });

    it('checks bank details without a claim (claim flow) and with one (my-claim)', () => {
      const us = { account_name: 'Ann Smith', account_number: '12345678', routing_number: '021000021', account_type: 'CHECKING', country: 'US' };
      expect(validate('RewardDetailValidationRequest', { legal_type: 'PRIVATE', bank_transfer: us }).ok).toBe(true);
      expect(validate('RewardDetailValidationRequest', { bank_transfer: us }).ok).toBe(false);
      expect(validate('RewardDetailValidationRequest', { legal_type: 'PRIVATE', bank_transfer: { ...us, account_type: 'BROKERAGE' } }).ok).toBe(false);
      expect(validate('RewardDetailValidationRequest', { claim_id: 'c1', return_reason: 'Faulty', legal_type: 'PRIVATE', bank_transfer: us }).ok).toBe(true);
      expect(validate('RewardDetailValidationRequest', { claim_id: 'c1', legal_type: 'PRIVATE', bank_transfer: us }).ok).toBe(false);
      // Each country's account number: GB 8 digits, US 4 to 17; the server checks which one the country takes.
      for (const account_number of ['1234', '000123456789', '12345678901234567'])
        expect(validate('RewardDetailValidationRequest', { legal_type: 'PRIVATE', bank_transfer: { ...us, account_number } }).ok, account_number).toBe(true);
      for (const account_number of ['123', '123456789012345678', '1234567a'])
        expect(validate('RewardDetailValidationRequest', { legal_type: 'PRIVATE', bank_transfer: { ...us, account_number } }).ok, account_number).toBe(false);
      // Storing still needs the claim and the return reason.
      expect(validate('RewardDetailRequest', { legal_type: 'PRIVATE', bank_transfer: us }).ok).toBe(false);
    });

    it('checks claim references and content-manifest requests', () => {
      expect(validate('ClaimLookup', { promotion_id: 'p', email: 'a@b.co', reference: '123-456-789' }).ok).toBe(true);
      expect(validate('ClaimLookup', { promotion_id: 'p', email: 'a@b.co', reference: '123456789' }).ok).toBe(false);
      expect(validate('ContentManifestRequest', { type: 'alias', locales: ['en-GB'] }).ok).toBe(true);
      expect(validate('ContentManifestRequest', { type: 'alias', locales: [] }).ok).toBe(false);
    });
  });

  it('generates TypeScript types with openapi-typescript', async () => {
    const ast = await openapiTS(new URL(`file://${specPath}`));
    const ts = astToString(ast);
    expect(ts).toContain('"/claim-window-check"');
    expect(ts).toContain('claimWindowCheck');
  }, 60_000);
});

/**
 * The studio's contract (openapi/studio-api.yaml) is valid and usable the same way: Redocly lints it clean, every
 * operation has a unique operationId, an error answer and the session's security (the CSRF token on every change),
 * request bodies are closed, free strings bounded, ajv compiles its schemas and openapi-typescript its types.
 */
describe('openapi/studio-api.yaml', () => {
  const studioPath = join(root, 'openapi/studio-api.yaml');
  const studio: Json = parse(readFileSync(studioPath, 'utf8'));
  const studioOperations = Object.entries<Json>(studio.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method] })));
  const resolve = (node: Json): Json => (node?.$ref ? resolve(node.$ref.slice(2).split('/').reduce((acc: Json, key: string) => acc?.[key], studio)) : node);

  it('passes redocly lint with zero errors and zero warnings', () => {
    const lint = redoclyLint('openapi/studio-api.yaml');
    expect(lint.problems).toEqual([]);
    expect(lint.errors).toBe(0);
    expect(lint.status).toBe(0);
  }, 60_000);

  it('is OpenAPI 3.1 and serves the studio API of the local reference server', () => {
    expect(studio.openapi).toMatch(/^3\.1\.\d+$/);
    expect(studio.servers[0].url).toBe('http://localhost:3028/studio/api');
  });

  it('gives every operation a unique camelCase operationId, an error answer, and the session (the CSRF token on every change)', () => {
    const ids = new Set<string>();
    expect(studio.security).toEqual([{ session: [] }]);
    for (const { method, path, op } of studioOperations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(ids.has(op.operationId), `duplicate operationId ${op.operationId}`).toBe(false);
      ids.add(op.operationId);
      const errorCodes = Object.keys(op.responses).filter((c) => /^[45]\d\d$/.test(c));
      expect(errorCodes, where).toEqual(expect.arrayContaining(['500', '503']));
      if (op.requestBody) expect(errorCodes, `${where} lacks 400`).toContain('400');
      for (const code of errorCodes) expect(resolve(op.responses[code]).content?.['application/json']?.schema, `${where} ${code}`).toBeDefined();
      if (where === 'POST /session') expect(op.security).toEqual([]);
      else if (method !== 'get') expect(op.security, where).toEqual([{ session: [], csrf: [] }]);
      else expect(op.security, where).toBeUndefined();
    }
    expect(ids.size).toBe(20);
  });

  it('closes every request body and bounds every free string with maxLength', () => {
    for (const { method, path, op } of studioOperations) {
      if (op.requestBody) expect(resolve(resolve(op.requestBody).content['application/json'].schema).additionalProperties, `${method} ${path}`).toBe(false);
    }
    const missing: string[] = [];
    const visit = (node: Json, pointer: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${pointer}/${i}`));
      if (!node || typeof node !== 'object') return;
      const types = Array.isArray(node.type) ? node.type : [node.type];
      if (types.includes('string') && node.enum === undefined && node.const === undefined && node.pattern === undefined && node.maxLength === undefined) missing.push(pointer);
      for (const [k, v] of Object.entries(node)) if (k !== 'examples') visit(v, `${pointer}/${k}`);
    };
    visit(studio.paths, '#/paths');
    visit(studio.components.schemas, '#/components/schemas');
    expect(missing).toEqual([]);
  });

  it('compiles every component schema with ajv', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'studio-api', components: studio.components });
    for (const name of Object.keys(studio.components.schemas)) expect(() => ajv.getSchema(`studio-api#/components/schemas/${name}`), name).not.toThrow();
    const session = ajv.getSchema('studio-api#/components/schemas/Session')!;
    expect(session({ user: { email: 'ed@example.com', role: 'editor' }, csrfToken: 'token' })).toBe(true);
    expect(session({ user: { email: 'ed@example.com', role: 'admin' }, csrfToken: 'token' })).toBe(false);
  });

  it('generates TypeScript types with openapi-typescript', async () => {
    const ts = astToString(await openapiTS(new URL(`file://${studioPath}`)));
    expect(ts).toContain('"/promotions/{code}/draft"');
    expect(ts).toContain('saveDraft');
  }, 60_000);
});
