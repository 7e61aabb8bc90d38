import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Keyring } from '../encryption-keys';

/** A sealed value: `enc:v1:<key id>:<iv base64url>:<ciphertext + tag base64url>` (AES-256-GCM, AAD the claim id). */
const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A value that cannot be opened: names the claim and the key id, never the value. */
export class DecryptionError extends Error {
  constructor(
    readonly claimId: string,
    readonly keyId: string,
    reason: string,
  ) {
    super(`Claim ${claimId}: its sealed bank or PayPal details cannot be decrypted with key "${keyId}" (${reason})`);
    this.name = 'DecryptionError';
  }
}

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

/** The id of the key that sealed `value`. */
export function keyIdOf(value: string): string {
  return value.slice(PREFIX.length, value.indexOf(':', PREFIX.length));
}

/** Seals `plaintext` with the keyring's first key, bound to the claim: it opens only as that claim's value. */
export function seal(keyring: Keyring, claimId: string, plaintext: string): string {
  const { id, key } = keyring.current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(claimId, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}${id}:${iv.toString('base64url')}:${body.toString('base64url')}`;
}

/** Opens a value `seal` made for this claim; DecryptionError when the key is unknown or the value is not the claim's. */
export function open(keyring: Keyring, claimId: string, sealed: string): string {
  const [keyId, ivText, bodyText] = sealed.slice(PREFIX.length).split(':');
  const key = keyring.byId.get(keyId ?? '');
  if (!key) throw new DecryptionError(claimId, keyId ?? '', 'that key is not in ENCRYPTION_KEYS');
  const iv = Buffer.from(ivText ?? '', 'base64url');
  const body = Buffer.from(bodyText ?? '', 'base64url');
  if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw new DecryptionError(claimId, keyId, 'the value is malformed');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, iv);
    decipher.setAAD(Buffer.from(claimId, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new DecryptionError(claimId, keyId, 'authentication failed: another key, another claim or altered bytes');
  }
}
