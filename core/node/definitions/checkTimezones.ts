import { isIanaZone } from '../../rules/calendarDates';
import type { Check } from './context';
import { pointerJoin } from '../../definitions/pointer';
import type { DefinitionError } from '../../definitions/types';

/**
 * Each locale's `timezone` is an IANA time zone the platform knows (Europe/Berlin, America/New_York): the schema's
 * pattern only says it looks like one, and the date rules (core/rules/calendarDates.ts) would otherwise count an
 * unknown zone, or a fixed offset such as "+01:00", in UTC without a word.
 */
export const checkTimezones: Check = (ctx) => {
  const errors: DefinitionError[] = [];
  const promotion = ctx.definitions.promotion as { locales?: Record<string, { timezone?: unknown }> } | undefined;
  const file = promotion ? ctx.files.get(promotion) : undefined;
  if (!file || !promotion?.locales || typeof promotion.locales !== 'object') return errors;
  for (const [locale, info] of Object.entries(promotion.locales)) {
    const timezone = info?.timezone;
    if (typeof timezone === 'string' && !isIanaZone(timezone))
      errors.push({
        file,
        pointer: pointerJoin(pointerJoin('/locales', locale), 'timezone'),
        message: `"${timezone}" is not an IANA time zone (e.g. Europe/London, Europe/Berlin, America/New_York): dates would be counted in UTC`,
      });
  }
  return errors;
};
