import { existsSync } from 'node:fs';
import path from 'node:path';
import { documents, type Check } from './context';
import type { DefinitionError } from './types';
import { forEachBlockIn } from './walk';

/**
 * A phone field shows the flag of the locale's country from the package's images (images/flags/<iso2>.svg): where a
 * package has a PhoneInput, every served country needs its flag.
 */
export const checkPhoneFlags: Check = (ctx) => {
  const errors: DefinitionError[] = [];
  const uses: Array<{ file: string; pointer: string }> = [];
  for (const { data, file } of documents(ctx)) forEachBlockIn(data, (block, at) => block.type === 'PhoneInput' && uses.push({ file, pointer: `${at}/type` }));
  if (!uses.length) return errors;
  const locales = ((ctx.definitions.promotion as { locales?: object }).locales ?? {}) as Record<string, { sitePath?: string; country?: string }>;
  for (const country of new Set(Object.values(locales).flatMap((l) => (l.sitePath && l.country ? [l.country.toLowerCase()] : [])))) {
    const name = `flags/${country}.svg`;
    if (!ctx.options.imagesDirs.some((dir) => existsSync(path.join(dir, name))))
      errors.push({ ...uses[0], message: `a phone field needs the flag images/${name} of the package (country ${country.toUpperCase()})` });
  }
  return errors;
};
