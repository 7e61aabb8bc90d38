/**
 * The keys bank details are sealed with (server/privacy/encryption-keys.ts, sealed-value.ts, rotate-key.ts):
 * ENCRYPTION_KEYS parsed with clear errors, the SQLite key file made owner-only, PostgreSQL refused without keys,
 * and `rotate-key` re-sealing every value with the first key, resumable.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { OPERATOR_COMMANDS } from '../../server/operator/commands';
import { attachKeyring, sealedKeyIds } from '../../server/privacy/claim-secrets';
import { EncryptionKeysError, KEY_FILE_NAME, loadKeyring, parseEncryptionKeys } from '../../server/encryption-keys';
import { rotateKey } from '../../server/privacy/rotate-key';
import { open, seal } from '../../server/privacy/sealed-value';
import { BANK, createAurApp, submitAurClaim } from './privacy/summer-switch-claims';
import type { TestApp } from './test-app';

const key = (byte: number) => Buffer.alloc(32, byte).toString('base64');
const OLD = `old-1:${key(1)}`;
const NEW = `new-2:${key(2)}`;

describe('encryption keys', () => {
  it('seals with the first key, opens with any, binds a value to its claim', () => {
    const both = parseEncryptionKeys(`${NEW},${OLD}`);
    const sealed = seal(parseEncryptionKeys(OLD), 'claim-a', 'IE29AIBK93115212345678');
    expect(sealed).toMatch(/^enc:v1:old-1:/);
    expect(open(both, 'claim-a', sealed)).toBe('IE29AIBK93115212345678');
    expect(() => open(both, 'claim-b', sealed)).toThrow(/Claim claim-b: .* key "old-1" \(authentication failed/);
    expect(() => open(parseEncryptionKeys(NEW), 'claim-a', sealed)).toThrow(/Claim claim-a: .* key "old-1" \(that key is not in ENCRYPTION_KEYS\)/);
  });

  it('names every bad entry of ENCRYPTION_KEYS, never the key, and loadConfig reports it with the rest', () => {
    expect(() => parseEncryptionKeys(`a:${key(1)},b:c2hvcnQ=,:${key(3)},a:${key(4)}`)).toThrow(
      new EncryptionKeysError(
        'ENCRYPTION_KEYS key "b": must be 32 bytes in base64 (got 5); make one with: openssl rand -base64 32\n' +
          "ENCRYPTION_KEYS entry 3: the key id must be 1-32 letters, digits or '-' before a ':'\n" +
          'ENCRYPTION_KEYS key "a" is listed twice',
      ),
    );
    expect(() => loadConfig({ ENCRYPTION_KEYS: 'x:short', PORT: 'nope' })).toThrow(/PORT[\s\S]*ENCRYPTION_KEYS key "x"/);
  });

  it('makes an owner-only key file on SQLite without ENCRYPTION_KEYS, reads it on the next start, refuses PostgreSQL without keys', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'privacy-keys-'));
    const first = loadKeyring({ dataDir });
    expect(first.created).toBe(path.join(dataDir, KEY_FILE_NAME));
    expect(fs.statSync(first.created!).mode & 0o777).toBe(0o600);
    const second = loadKeyring({ dataDir });
    expect(second.created).toBeUndefined();
    expect(second.keyring.current.key.equals(first.keyring.current.key)).toBe(true);
    expect(() => loadKeyring({ dataDir, databaseUrl: 'postgres://db/x' })).toThrow(/Refusing to start: DATABASE_URL is set but ENCRYPTION_KEYS is not/);
    fs.rmSync(dataDir, { recursive: true });
  });
});

describe('operator rotate-key', () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await createAurApp({ ENCRYPTION_KEYS: OLD }));
  });
  afterAll(() => t.close());

  it('re-seals every value (plain ones from before sealing too) with the first key; a second run changes nothing', async () => {
    const claims = [await submitAurClaim(t, 'en-US', 'rot.a@example.com'), await submitAurClaim(t, 'en-IE', 'rot.b@example.com')];
    // A claim stored before sealing existed: its bank details in plain text.
    const plain = await submitAurClaim(t, 'en-IE', 'rot.c@example.com');
    const stored = (await t.app.db.selectFrom('claims').select('payload').where('id', '=', plain.id).executeTakeFirstOrThrow()).payload;
    const body = JSON.parse(stored);
    body.reward_method = { method: 'bank_transfer', legal_type: 'PRIVATE', ...BANK['en-IE'] };
    await t.app.db.updateTable('claims').set({ payload: JSON.stringify(body) }).where('id', '=', plain.id).execute();

    attachKeyring(t.app.db, parseEncryptionKeys(`${NEW},${OLD}`)); // the instance restarted with a new first key
    expect(await rotateKey(t.app.db)).toMatchObject({ key_id: 'new-2', resealed: 3 });
    expect(await rotateKey(t.app.db)).toMatchObject({ key_id: 'new-2', resealed: 0 });
    const rows = await t.app.db.selectFrom('claims').select(['id', 'payload']).execute();
    for (const row of rows) expect(sealedKeyIds(row.payload), row.id).toEqual(['new-2']);
    expect(rows.map((r) => r.payload).join('')).not.toContain('IE29AIBK93115212345678');

    attachKeyring(t.app.db, parseEncryptionKeys(NEW)); // the old key retired
    for (const claim of [...claims, plain]) {
      const shown = (await OPERATOR_COMMANDS.claim.run(t.app.db, [claim.reference], new Date())) as { payload: { reward_method: Record<string, string> } };
      expect(shown.payload.reward_method.account_name).toBe('Grace Hopper');
    }
  });
});
