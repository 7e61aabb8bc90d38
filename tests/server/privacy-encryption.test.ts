/**
 * Bank details and the PayPal address are sealed at rest (server/privacy): after a bank claim on each Summer Switch
 * locale the account number, routing number and IBAN are nowhere in the database (SQLite: its files byte by byte,
 * WAL included; PostgreSQL: every row) nor in the server's log, and My claim and the operator still read the claim.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_COMMANDS } from '../../server/operator/commands';
import { DecryptionError } from '../../server/privacy/sealed-value';
import { BANK, call, CONTACT, createAurApp, storedBytes, submitAurClaim, type AurLocale } from './privacy/summer-switch-claims';
import type { TestApp } from './test-app';

let t: TestApp;
let log: string[];
beforeAll(async () => {
  ({ t, log } = await createAurApp());
});
afterAll(() => t.close());

const LOCALES: AurLocale[] = ['en-US', 'en-IE'];
const SECRETS = ['000123456789', '021000021', 'IE29AIBK93115212345678', 'AIBKIE2D', 'paypal.ada.bank@example.com'];

describe('bank details sealed at rest', () => {
  it('keeps account number, routing number and IBAN out of the database and the log; My claim and the operator still read them', async () => {
    const claims = [];
    for (const locale of LOCALES) claims.push({ locale, ...(await submitAurClaim(t, locale, `ada.${locale}@example.com`)) });
    const paypal = await submitAurClaim(t, 'en-IE', 'ada.bank@example.com', 'paypal');

    const stored = await storedBytes(t);
    expect(stored.includes(claims[0].reference)).toBe(true); // the claims are there…
    expect(stored.includes('enc:v1:')).toBe(true);
    for (const secret of SECRETS) expect(stored.includes(secret), secret).toBe(false); // …their secrets are not
    // The log of these journeys (debug level: every request) names no person: no bank detail, e-mail, name, phone or address.
    const logText = log.join('');
    const person = [...LOCALES.flatMap((locale) => [`ada.${locale}@example.com`, CONTACT[locale].mobile_phone, CONTACT[locale].address1, CONTACT[locale].post_code]), 'ada.bank@example.com', 'Hopper'];
    for (const secret of [...SECRETS, ...person]) expect(logText.includes(secret), secret).toBe(false);
    expect(logText).toContain('/claim'); // …although it does record the requests

    for (const claim of claims) {
      // My claim: the customer finds the claim by e-mail and reference.
      const found = await call(t, 'POST', '/claim-details-request', { promotion_id: claim.promotionId, email: `ada.${claim.locale}@example.com`, reference: claim.reference });
      expect(found.status).toBe(200);
      expect(found.body.data.reference).toBe(claim.reference);
      // The operator reads the bank details in clear.
      const shown = (await OPERATOR_COMMANDS.claim.run(t.app.db, [claim.reference], new Date())) as { payload: { reward_method: Record<string, string> } };
      expect(shown.payload.reward_method).toMatchObject({ method: 'bank_transfer', ...BANK[claim.locale as AurLocale] });
    }
    const shownPaypal = (await OPERATOR_COMMANDS.claim.run(t.app.db, [paypal.reference], new Date())) as { payload: { reward_method: Record<string, string> } };
    expect(shownPaypal.payload.reward_method).toEqual({ method: 'paypal', email: 'paypal.ada.bank@example.com' });
  });

  it('refuses a value sealed for another claim with an error naming the claim and the key id', async () => {
    const a = await submitAurClaim(t, 'en-US', 'swap.a@example.com');
    const b = await submitAurClaim(t, 'en-US', 'swap.b@example.com');
    const payloadOfA = (await t.app.db.selectFrom('claims').select('payload').where('id', '=', a.id).executeTakeFirstOrThrow()).payload;
    await t.app.db.updateTable('claims').set({ payload: payloadOfA }).where('id', '=', b.id).execute();
    const error = await OPERATOR_COMMANDS.claim.run(t.app.db, [b.reference], new Date()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DecryptionError);
    expect((error as Error).message).toContain(b.id);
    expect((error as Error).message).toMatch(/key "test-1"|key "local-[0-9a-f]{8}"/);
  });
});
