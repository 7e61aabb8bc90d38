import type { Db } from '../db/open-database';
import type { Keyring } from '../encryption-keys';
import { isSealed, keyIdOf, open, seal } from './sealed-value';

/**
 * THE one module through which bank details and the PayPal address are sealed before they are stored and opened
 * when read (My claim's routes, the reward-detail routes, the operator, exports). In a claim's payload the
 * `reward_method` keeps `method`, `legal_type`, `country` and `account_type` readable (the results count methods)
 * and holds the rest as `sealed`; a reward detail holds its `bank_transfer` as `sealed`.
 */
export const SECRET_FIELDS = ['account_name', 'account_number', 'routing_number', 'sort_code', 'iban', 'swift', 'email'] as const;

const keyrings = new WeakMap<object, Keyring>();

/** The keyring of a database the server or the operator opened (prepared with `attachKeyring`). */
export function attachKeyring(db: Db, keyring: Keyring): void {
  keyrings.set(db, keyring);
}

export function keyringOf(db: Db): Keyring {
  const keyring = keyrings.get(db);
  if (!keyring) throw new Error('No encryption keys for this database: open it through buildApp or the operator (loadKeyring + attachKeyring)');
  return keyring;
}

type Json = Record<string, unknown>;

/** Seals the secret fields of `method` (a claim's reward_method or a bank_transfer); others stay as they are. */
function sealFields(keyring: Keyring, claimId: string, method: Json): Json {
  const secret: Json = {};
  const rest: Json = {};
  for (const [name, value] of Object.entries(method)) {
    if ((SECRET_FIELDS as readonly string[]).includes(name) && value !== null && value !== undefined) secret[name] = value;
    else if (name !== 'sealed') rest[name] = value;
  }
  if (!Object.keys(secret).length) return method;
  return { ...rest, sealed: seal(keyring, claimId, JSON.stringify(secret)) };
}

function openFields(keyring: Keyring, claimId: string, method: Json): Json {
  if (!isSealed(method.sealed)) return method;
  const { sealed, ...rest } = method;
  return { ...rest, ...(JSON.parse(open(keyring, claimId, sealed as string)) as Json) };
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The claim body as stored: its reward method's bank or PayPal details sealed for `claimId`. */
export function sealClaimPayload(db: Db, claimId: string, claim: object): string {
  const body = claim as Json;
  if (!isObject(body.reward_method)) return JSON.stringify(body);
  return JSON.stringify({ ...body, reward_method: sealFields(keyringOf(db), claimId, body.reward_method) });
}

/** The stored claim body with its reward method opened (a body stored before sealing is answered as it is). */
export function openClaimPayload(db: Db, claimId: string, payload: string): Json {
  const body = JSON.parse(payload) as Json;
  if (!isObject(body.reward_method)) return body;
  return { ...body, reward_method: openFields(keyringOf(db), claimId, body.reward_method) };
}

/** A reward detail (return reason, legal type, bank transfer) as stored: its bank transfer sealed. */
export function sealRewardDetail(db: Db, claimId: string, detail: { bank_transfer: object } & Json): string {
  return JSON.stringify({ ...detail, bank_transfer: sealFields(keyringOf(db), claimId, detail.bank_transfer as Json) });
}

export function openRewardDetail(db: Db, claimId: string, stored: string | null): Json | null {
  if (stored === null) return null;
  const detail = JSON.parse(stored) as Json;
  return isObject(detail.bank_transfer) ? { ...detail, bank_transfer: openFields(keyringOf(db), claimId, detail.bank_transfer) } : detail;
}

/** The key ids a stored payload or reward detail is sealed with ([] when nothing is sealed). */
export function sealedKeyIds(stored: string | null): string[] {
  if (!stored) return [];
  return [...stored.matchAll(/"sealed":"(enc:v1:[^"]+)"/g)].map((m) => keyIdOf(m[1]));
}

/**
 * Re-seals a stored payload or reward detail with the current key (values in plain text from before sealing
 * included); undefined when it already is.
 */
export function resealed(db: Db, claimId: string, stored: string | null, kind: 'payload' | 'reward_detail'): string | undefined {
  if (!stored) return undefined;
  const keyring = keyringOf(db);
  const ids = sealedKeyIds(stored);
  const opened = kind === 'payload' ? openClaimPayload(db, claimId, stored) : openRewardDetail(db, claimId, stored)!;
  const again = kind === 'payload' ? sealClaimPayload(db, claimId, opened) : sealRewardDetail(db, claimId, opened as { bank_transfer: object });
  const hasSecrets = sealedKeyIds(again).length > 0;
  if (!hasSecrets) return undefined;
  if (ids.length && ids.every((id) => id === keyring.current.id)) return undefined;
  return again;
}
