import metadata from 'libphonenumber-js/mobile/metadata';
import { readPhoneEntry, tidyPhoneEntry } from '../../../core/rules/phoneEntry';
import type { PhoneValue } from './phoneValue';

/**
 * Reading what a customer entered into a phone (libphonenumber-js with its mobile metadata, 120 kB; the rule is
 * core/rules/phoneEntry.ts, which the phone check shares): the widget loads this module once the page is ready
 * (never before: its first render does not need it); the journey simulation's answers use it directly.
 */

/** The value to store for what the customer entered (see readPhoneEntry); `siteCountry` upper case, e.g. 'GB'. */
export const phoneValueFrom = (input: string, siteCountry: string): PhoneValue => readPhoneEntry(input, siteCountry, metadata);

/** The entry tidied once the customer leaves the field: grouped as its country writes it, in the form it was typed. */
export const tidyPhoneInput = (input: string, siteCountry: string): string => tidyPhoneEntry(input, siteCountry, metadata);
