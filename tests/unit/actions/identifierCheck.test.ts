import { describe, expect, it } from 'vitest';
import identifierCheck from '../../../core/actions/identifierCheck';
import { answer, failure, fakeContext, type Answer } from './fakeContext';

const IMEI = '356938035643809';
const items = [{ productImei: IMEI, productSerial: '' }];
/** The 422 body of the contract: a `data` body listing each bad identifier. */
const rejected = (code: number, type: 'imei' | 'serial' = 'imei', identifier = IMEI): Answer =>
  failure(422, { data: { valid: false, invalid: [identifier], errors: [{ code, type, identifier }] } });

async function check(attempt: number, reply: () => Answer, values: Record<string, unknown> = { items }) {
  const fake = fakeContext({ values: { ...values, identifierSubmissionAttempt: attempt }, post: reply });
  return { result: await identifierCheck(fake.ctx), ...fake };
}

describe('identifierCheck', () => {
  it('passes valid identifiers, sending only the ones entered', async () => {
    const { result, bodies } = await check(0, () => answer({ data: { valid: true } }));
    expect(result).toEqual({ ok: true });
    expect(bodies('/product-identifier-check')).toEqual([{ promotion_id: 'GOO00028-DE', imei: [IMEI], serial: [] }]);
  });

  it('blocks an already claimed IMEI at its field, on every attempt', async () => {
    for (const attempt of [0, 1, 2]) {
      const { result, patches } = await check(attempt, () => rejected(5));
      expect(result).toEqual({ ok: false, errors: [{ path: 'items.0.productImei', alias: 'errorsImeiClaimed' }] });
      expect(patches).toEqual([]);
    }
  });

  it('blocks an unidentified IMEI once, counting the attempt', async () => {
    const { result, patches } = await check(0, () => rejected(10));
    expect(result).toEqual({ ok: false, errors: [{ path: 'items.0.productImei', alias: 'errorsImeiUnidentified' }] });
    expect(patches).toEqual([{ identifierSubmissionAttempt: 1 }]);
  });

  it('lets an unidentified IMEI through on the second attempt', async () => {
    const { result } = await check(1, () => rejected(10));
    expect(result).toEqual({ ok: true });
  });

  it('uses the serial messages at the serial field', async () => {
    const values = { items: [{ productImei: IMEI, productSerial: 'SN-1' }] };
    const { result } = await check(0, () => rejected(5, 'serial', 'SN-1'), values);
    expect(result).toEqual({ ok: false, errors: [{ path: 'items.0.productSerial', alias: 'errorsSerialClaimed' }] });
  });

  it('shows the processing error for a failure that is not a 422 identifier answer', async () => {
    for (const reply of [() => failure(500, { errors: [{ code: 1 }] }), () => failure(429, {}), () => failure(422, { errors: [{ code: 2 }] })]) {
      const { result, patches } = await check(0, reply);
      expect(result).toEqual({ ok: false, errors: [{ alias: 'errorsClaimProcessing' }] });
      expect(patches).toEqual([]);
    }
  });
});
