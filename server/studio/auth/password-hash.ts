import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));

/** scrypt's cost (N = 2^15, r = 8, p = 1: about 32 MiB and tens of milliseconds per guess) and sizes. */
const COST = { N: 2 ** 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;
export const MIN_PASSWORD_LENGTH = 12;

/** `scrypt$N$r$p$<salt>$<key>` (base64): the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, { ...COST, maxmem: 128 * COST.N * COST.r * 2 });
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether the password matches the stored hash (compared in constant time). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const N = Number(n);
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N, r: Number(r), p: Number(p), maxmem: 128 * N * Number(r) * 2 });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
