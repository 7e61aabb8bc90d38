import type { SiteEnvironment } from '../../engine/contract';
import { ENGINE_FORMATS } from '../../engine/submission/formats';
import type { SubmissionFormats } from '../../engine/submission/buildSubmission';
import { bankTransferOf, type BankDetails } from './bankTransfer';
import { purchaseDateTime } from './purchaseDate';
import { internationalPhone } from '../../rules/phoneNumbers';
import { postcodeAsWritten } from '../../rules/postcodes';

export { internationalPhone };

/** The formats a claim mapping uses, beyond the engine's: what the widgets store, in the contract's shape. */
export const CLAIM_FORMATS: SubmissionFormats = {
  ...ENGINE_FORMATS,
  phone: internationalPhone,
  /** The postcode as the locale's country writes it, whether looked up (SW1A2AA) or typed (sw1a 2aa). */
  postcode: (value, env: SiteEnvironment) => postcodeAsWritten(typeof value === 'string' ? value : '', env.country),
  /** The date picker's day as noon in the locale's time zone. */
  dateAtNoon: (value, env: SiteEnvironment) => purchaseDateTime(value, env),
  /** Only the input set of the chosen bank country, so an IBAN typed before switching to GB is not sent. */
  bankTransfer: (value) => {
    const bank = (value ?? {}) as BankDetails;
    return { method: 'bank_transfer', legal_type: bank.legalType, ...bankTransferOf(bank) };
  },
};
