// The mobile metadata set is the smallest that knows mobile number patterns per region ("valid mobile for
// region"); min cannot tell a mobile from a landline. This action is loaded on demand, so the metadata is too.
import mobileMetadata from 'libphonenumber-js/mobile/metadata';
import type { Action, ActionContext, FieldError } from '../engine/contract';
import { isPossibleNumber, isValidNumberOfItsCountry } from '../rules/phoneNumberChecks';
import { isUnreadPhoneEntry, readPhoneEntry } from '../rules/phoneEntry';
import { phoneOf, type StoredPhone } from '../rules/phoneNumbers';

type Phone = StoredPhone;

/**
 * A valid mobile number of the country it was entered for: the site's for a national number, the one a "+<code>"
 * names otherwise (a Jersey number typed nationally on a GB site is not GB).
 */
function isMobileOfItsCountry(phone: Phone): boolean {
  return isValidNumberOfItsCountry(phone, mobileMetadata);
}

/**
 * Country code and length of a telephone. The mobile metadata has no landline patterns, so a landline can only
 * be checked this far here; the server's check (full metadata) follows.
 */
function isPossibleTelephone(phone: Phone): boolean {
  return isPossibleNumber(phone, mobileMetadata);
}

/** Logs a failed check without the number: digit runs in the message are masked. */
function logFailure(check: string, error: unknown): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error;
  console.error(`phoneCheck: the ${check} could not be done and does not block`, message.replace(/\+?\d[\d\s-]{4,}/g, '[number]'));
}

/** Runs one local check; a check that throws counts as passed (spec section 5: only logged). */
function passes(check: string, run: () => boolean): boolean {
  try {
    return run();
  } catch (error) {
    logFailure(check, error);
    return true;
  }
}

/** The server's opinion (full metadata); true when it could not be asked (failures only logged). */
async function serverSaysValid(api: ActionContext['api'], check: string, number: string): Promise<boolean> {
  try {
    const { data, response } = await api.POST('/phone-number-check', { body: { number } });
    if (data) return data.data.valid !== false;
    logFailure(check, new Error(`HTTP ${response.status}`));
  } catch (error) {
    logFailure(check, error);
  }
  return true;
}

const PHONES = ['mobilePhone', 'telephone'] as const;

/**
 * A number entered the moment the page was ready (typed, pasted or filled in by the browser, then Continue) can be
 * stored before the phone field's library had arrived, unread (the widget completes it once the library is there):
 * read here as the widget reads it and stored in full, so that it is checked, kept and sent as any other.
 */
function readUnread(values: ActionContext['values'], siteCountry: string, patch: ActionContext['patch']): Record<string, unknown> {
  const read: Record<string, unknown> = {};
  for (const name of PHONES) {
    const value = values[name];
    if (!isUnreadPhoneEntry(value)) continue;
    try {
      read[name] = readPhoneEntry(value.input, siteCountry, mobileMetadata);
    } catch (error) {
      logFailure('reading of a phone entered early', error);
    }
  }
  if (Object.keys(read).length) patch(read);
  return read;
}

/**
 * Runs after `validate` (which already asked for one of the two numbers): a mobile number must be a valid
 * mobile of its chosen country, a telephone a possible number; then the server checks both, so a number it
 * would refuse at claim submission is caught here, at its field.
 */
const phoneCheck: Action = async ({ values: entered, api, env, patch }) => {
  const values = { ...entered, ...readUnread(entered, env.country, patch) };
  const mobile = phoneOf(values.mobilePhone);
  const telephone = phoneOf(values.telephone);
  const errors: FieldError[] = [];
  if (mobile.input && !passes('mobile number format check', () => isMobileOfItsCountry(mobile)))
    errors.push({ path: 'mobilePhone', alias: 'errorsInvalidMobileNumberFormat' });
  if (telephone.input && !passes('telephone number check', () => isPossibleTelephone(telephone)))
    errors.push({ path: 'telephone', alias: 'errorsInvalidPhoneNumber' });
  if (errors.length > 0) return { ok: false, errors };

  if (mobile.input && mobile.international && !(await serverSaysValid(api, 'mobile number server check', mobile.international)))
    errors.push({ path: 'mobilePhone', alias: 'errorsInvalidMobileNumber' });
  if (telephone.input && telephone.international && !(await serverSaysValid(api, 'telephone number server check', telephone.international)))
    errors.push({ path: 'telephone', alias: 'errorsInvalidPhoneNumber' });
  return errors.length > 0 ? { ok: false, errors } : { ok: true };
};

export default phoneCheck;
