import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** One AES-256 key and the id stored with every value it sealed. */
export interface EncryptionKey {
  id: string;
  key: Buffer;
}

/** The keys of ENCRYPTION_KEYS: the first seals, every one opens (old keys stay listed until `rotate-key` has run). */
export interface Keyring {
  current: EncryptionKey;
  byId: ReadonlyMap<string, EncryptionKey>;
}

/** Key ids: letters, digits and '-' (no ':' nor LIKE wildcards; they are written into every sealed value). */
const KEY_ID = /^[A-Za-z0-9-]{1,32}$/;
/** The key file made on SQLite without ENCRYPTION_KEYS (in DATA_DIR, owner-only). */
export const KEY_FILE_NAME = 'encryption-keys';

export class EncryptionKeysError extends Error {}

/**
 * `id:base64key,id:base64key…` (each key 32 bytes) as a keyring; throws EncryptionKeysError naming every bad entry
 * (by its position and id, never the key).
 */
export function parseEncryptionKeys(text: string, source = 'ENCRYPTION_KEYS'): Keyring {
  const problems: string[] = [];
  const keys: EncryptionKey[] = [];
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (!entries.length) problems.push(`${source} holds no key (expected id:base64key,…)`);
  entries.forEach((entry, index) => {
    const colon = entry.indexOf(':');
    const id = colon < 0 ? '' : entry.slice(0, colon);
    const key = Buffer.from(colon < 0 ? '' : entry.slice(colon + 1), 'base64');
    if (!KEY_ID.test(id)) problems.push(`${source} entry ${index + 1}: the key id must be 1-32 letters, digits or '-' before a ':'`);
    else if (key.length !== 32) problems.push(`${source} key "${id}": must be 32 bytes in base64 (got ${key.length}); make one with: openssl rand -base64 32`);
    else if (keys.some((k) => k.id === id)) problems.push(`${source} key "${id}" is listed twice`);
    else keys.push({ id, key });
  });
  if (problems.length) throw new EncryptionKeysError(problems.join('\n'));
  return { current: keys[0], byId: new Map(keys.map((k) => [k.id, k])) };
}

export interface KeyringSettings {
  dataDir: string;
  databaseUrl?: string;
  /** ENCRYPTION_KEYS as given. */
  encryptionKeys?: string;
}

/**
 * The keyring to run with: ENCRYPTION_KEYS when set. Without it, on SQLite, the key file in DATA_DIR (made on the
 * first start, owner-only: `created` is then its path, to be logged); on PostgreSQL refused, since every instance
 * must seal and open with the same keys.
 */
export function loadKeyring(settings: KeyringSettings): { keyring: Keyring; created?: string } {
  if (settings.encryptionKeys?.trim()) return { keyring: parseEncryptionKeys(settings.encryptionKeys) };
  if (settings.databaseUrl) {
    throw new EncryptionKeysError(
      'Refusing to start: DATABASE_URL is set but ENCRYPTION_KEYS is not. Every instance must seal bank details with the same keys: ' +
        'set ENCRYPTION_KEYS=<id>:<base64 of 32 bytes> (make one with: openssl rand -base64 32) on every instance.',
    );
  }
  const file = path.join(settings.dataDir, KEY_FILE_NAME);
  let created: string | undefined;
  if (!fs.existsSync(file)) {
    fs.mkdirSync(settings.dataDir, { recursive: true });
    const line = `local-${randomBytes(4).toString('hex')}:${randomBytes(32).toString('base64')}\n`;
    try {
      // 'wx': of two processes starting together, one makes the file and the other reads it.
      fs.writeFileSync(file, line, { mode: 0o600, flag: 'wx' });
      created = file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return { keyring: parseEncryptionKeys(fs.readFileSync(file, 'utf8'), file), created };
}
