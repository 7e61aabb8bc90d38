/** promotion.json's locale time zones: IANA names only (core/node/definitions/checkTimezones.ts). */
import { describe, expect, it } from 'vitest';
import { checkTimezones } from '../../../core/node/definitions/checkTimezones';
import type { CheckContext } from '../../../core/node/definitions/context';
import { minimalPromotion } from './minimalPromotion';

function errorsOf(timezones: Record<string, unknown>): string[] {
  const base = minimalPromotion().locales['en-GB'];
  const promotion = minimalPromotion({ locales: Object.fromEntries(Object.entries(timezones).map(([locale, timezone]) => [locale, { ...base, timezone }])) });
  const ctx = { definitions: { promotion }, files: new Map([[promotion, 'promotion.json']]) } as unknown as CheckContext;
  return (checkTimezones(ctx) as Array<{ file: string; pointer: string; message: string }>).map((e) => `${e.file}#${e.pointer}: ${e.message}`);
}

describe('checkTimezones', () => {
  it('accepts IANA names', () => {
    expect(errorsOf({ 'en-GB': 'Europe/London', 'de-DE': 'Europe/Berlin', 'fr-FR': 'Europe/Paris', 'en-US': 'America/New_York', 'en-IE': 'Europe/Dublin', xx: 'UTC' })).toEqual([]);
  });

  it('reports fixed offsets and unknown zones at their pointer', () => {
    expect(errorsOf({ 'en-GB': 'Europe/London', 'de-DE': '+01:00', 'fr-FR': 'Europe/Pariss' })).toEqual([
      'promotion.json#/locales/de-DE/timezone: "+01:00" is not an IANA time zone (e.g. Europe/London, Europe/Berlin, America/New_York): dates would be counted in UTC',
      'promotion.json#/locales/fr-FR/timezone: "Europe/Pariss" is not an IANA time zone (e.g. Europe/London, Europe/Berlin, America/New_York): dates would be counted in UTC',
    ]);
  });

  it('leaves a missing timezone to the schema', () => {
    expect(errorsOf({ 'en-GB': undefined })).toEqual([]);
  });
});
