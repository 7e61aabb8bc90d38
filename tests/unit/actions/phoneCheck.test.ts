import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import phoneCheck from '../../../core/actions/phoneCheck';
import { answer, failure, fakeContext, type Answer } from './fakeContext';

/** Lets one test make the phone library throw, as a broken metadata load would. */
const library = vi.hoisted(() => ({ fail: false }));
vi.mock('libphonenumber-js/core', async (importOriginal) => {
  const real = await importOriginal<typeof import('libphonenumber-js/core')>();
  return {
    ...real,
    parsePhoneNumberFromString: (...args: Parameters<typeof real.parsePhoneNumberFromString>) => {
      if (library.fail) throw new Error('metadata for +447400123456 missing');
      return real.parsePhoneNumberFromString(...args);
    },
  };
});

const gb = (input: string, international: string) => ({ input, international, iso2: 'gb', regionCode: '44' });
const none = gb('', '');
const GB_MOBILE = gb('07400 123456', '+447400123456');
const GB_LANDLINE = gb('020 7946 0000', '+442079460000');
const valid = (): Answer => answer({ data: { valid: true } });

async function check(values: Record<string, unknown>, reply: (body: { number: string }) => Answer | Promise<Answer> = valid) {
  const fake = fakeContext({ values, env: { country: 'GB', locale: 'en-GB' }, post: (_path, body) => reply(body) });
  return { result: await phoneCheck(fake.ctx), ...fake };
}

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  library.fail = false;
  logged.mockRestore();
});

describe('phoneCheck', () => {
  it('passes a valid GB mobile after the server agrees', async () => {
    const { result, bodies } = await check({ mobilePhone: GB_MOBILE, telephone: none });
    expect(result).toEqual({ ok: true });
    expect(bodies('/phone-number-check')).toEqual([{ number: '+447400123456' }]);
  });

  it('refuses a GB landline entered as the mobile, without asking the server', async () => {
    const { result, POST } = await check({ mobilePhone: GB_LANDLINE, telephone: none });
    expect(result).toEqual({ ok: false, errors: [{ path: 'mobilePhone', alias: 'errorsInvalidMobileNumberFormat' }] });
    expect(POST).not.toHaveBeenCalled();
  });

  it('refuses a French mobile when GB was the chosen country', async () => {
    const { result } = await check({ mobilePhone: gb('6 12 34 56 78', '+33612345678'), telephone: none });
    expect(result).toEqual({ ok: false, errors: [{ path: 'mobilePhone', alias: 'errorsInvalidMobileNumberFormat' }] });
  });

  it('accepts a French mobile when France was the chosen country', async () => {
    const mobilePhone = { input: '06 12 34 56 78', international: '+33612345678', iso2: 'fr', regionCode: '33' };
    expect((await check({ mobilePhone, telephone: none })).result).toEqual({ ok: true });
  });

  it('refuses a mobile typed but never turned into an international number (an old draft)', async () => {
    expect((await check({ mobilePhone: '07400 123456', telephone: '' })).result).toEqual({
      ok: false,
      errors: [{ path: 'mobilePhone', alias: 'errorsInvalidMobileNumberFormat' }],
    });
  });

  it('refuses an impossible telephone number, and reports both phones at once', async () => {
    const telephone = gb('0201', '+44201');
    expect((await check({ mobilePhone: none, telephone })).result).toEqual({
      ok: false,
      errors: [{ path: 'telephone', alias: 'errorsInvalidPhoneNumber' }],
    });
    expect((await check({ mobilePhone: GB_LANDLINE, telephone })).result).toEqual({
      ok: false,
      errors: [
        { path: 'mobilePhone', alias: 'errorsInvalidMobileNumberFormat' },
        { path: 'telephone', alias: 'errorsInvalidPhoneNumber' },
      ],
    });
  });

  it('accepts a landline as the telephone once the server agrees', async () => {
    const { result, bodies } = await check({ mobilePhone: none, telephone: GB_LANDLINE });
    expect(result).toEqual({ ok: true });
    expect(bodies('/phone-number-check')).toEqual([{ number: '+442079460000' }]);
  });

  it('leaves a missing number to the validation schema', async () => {
    const { result, POST } = await check({ mobilePhone: none, telephone: '' });
    expect(result).toEqual({ ok: true });
    expect(POST).not.toHaveBeenCalled();
  });

  it('shows the invalid mobile number message when the server says valid: false', async () => {
    const { result } = await check({ mobilePhone: GB_MOBILE, telephone: none }, () => answer({ data: { valid: false } }));
    expect(result).toEqual({ ok: false, errors: [{ path: 'mobilePhone', alias: 'errorsInvalidMobileNumber' }] });
  });

  it('shows the invalid phone number message when the server refuses the telephone', async () => {
    const reply = ({ number }: { number: string }) => answer({ data: { valid: number !== '+442079460000' } });
    const { result } = await check({ mobilePhone: GB_MOBILE, telephone: GB_LANDLINE }, reply);
    expect(result).toEqual({ ok: false, errors: [{ path: 'telephone', alias: 'errorsInvalidPhoneNumber' }] });
  });

  it('lets the customer through when the server check throws or fails, logging no number', async () => {
    for (const reply of [
      () => Promise.reject(new TypeError('fetch failed for +447400123456')),
      () => failure(500, { errors: [{ code: 1 }] }),
    ]) {
      logged.mockClear();
      const { result } = await check({ mobilePhone: GB_MOBILE, telephone: none }, reply);
      expect(result).toEqual({ ok: true });
      expect(logged).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(logged.mock.calls)).not.toMatch(/7400|123456/);
    }
  });

  it('lets the customer through when the phone library throws, logging no number', async () => {
    library.fail = true;
    const { result } = await check({ mobilePhone: GB_MOBILE, telephone: GB_LANDLINE });
    expect(result).toEqual({ ok: true });
    expect(logged).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(logged.mock.calls)).not.toMatch(/7400|123456/);
  });

  it('reads a number stored before the phone field\'s library had arrived, stores it in full and checks it', async () => {
    // What PhoneInput stores for an entry made then (unreadPhoneValue): the entry, nothing read from it yet.
    const unread = (input: string) => ({ input, international: '', iso2: '', regionCode: '', display: input.trim() });
    const { result, patches, bodies } = await check({ mobilePhone: unread('07400123456'), telephone: unread('+353 1 234 5678') });
    expect(patches).toEqual([
      {
        mobilePhone: { input: '07400123456', international: '+447400123456', iso2: 'gb', regionCode: '44', display: '07400 123456' },
        telephone: { input: '+353 1 234 5678', international: '+35312345678', iso2: 'ie', regionCode: '353', display: '+353 1 234 5678' },
      },
    ]);
    expect(result).toEqual({ ok: true });
    expect(bodies('/phone-number-check')).toEqual([{ number: '+447400123456' }, { number: '+35312345678' }]);
    // Read as it is, a landline entered as the mobile is refused as any other.
    expect((await check({ mobilePhone: unread('020 7946 0000'), telephone: none })).result).toEqual({
      ok: false,
      errors: [{ path: 'mobilePhone', alias: 'errorsInvalidMobileNumberFormat' }],
    });
    // Numbers read already, and no number, are left as they are.
    expect((await check({ mobilePhone: GB_MOBILE, telephone: none })).patches).toEqual([]);
  });
});
