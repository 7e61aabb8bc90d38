import { documents, type Check } from './context';
import { sharedFlagFileOf } from './flags';
import type { DefinitionError } from '../../definitions/types';
import { forEachBlockIn } from '../../definitions/walk';

/**
 * A phone field shows the flag of the locale's country: the package's own (images/flags/<iso2>.svg) or the shared
 * set's (country-flag-icons, every ISO 3166 country). Where a package has a PhoneInput, every served country needs
 * one of them: only a code no country has lacks a flag.
 */
export const checkPhoneFlags: Check = (ctx) => {
  const errors: DefinitionError[] = [];
  const uses: Array<{ file: string; pointer: string }> = [];
  for (const { data, file } of documents(ctx)) forEachBlockIn(data, (block, at) => block.type === 'PhoneInput' && uses.push({ file, pointer: `${at}/type` }));
  if (!uses.length) return errors;
  const locales = ((ctx.definitions.promotion as { locales?: object }).locales ?? {}) as Record<string, { sitePath?: string; country?: string }>;
  for (const country of new Set(Object.values(locales).flatMap((l) => (l.sitePath && l.country ? [l.country.toLowerCase()] : []))))
    if (!(`images/flags/${country}.svg` in ctx.pkg.files) && !sharedFlagFileOf(country))
      errors.push({ ...uses[0], message: `a phone field needs a flag for country ${country.toUpperCase()}: the shared set has none, nor the package (images/flags/${country}.svg)` });
  return errors;
};
