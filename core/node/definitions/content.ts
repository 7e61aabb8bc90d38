import { fileNameOf } from './load';
import { pointerJoin } from '../../definitions/pointer';
import { jsonFilesIn, wordingOf, type PromotionPackage } from '../package/promotionPackage';
import type { Check } from './context';
import type { DefinitionError } from '../../definitions/types';

export type ContentMap = Record<string, string>;

/** A locale's wording of a package (an extending package overriding single aliases); missing: reported at its file. */
export function packageWording(pkg: PromotionPackage, locale: string): { content?: ContentMap; errors: DefinitionError[] } {
  const content = wordingOf(pkg, locale);
  if (content) return { content, errors: [] };
  return { errors: [{ file: fileNameOf(pkg, `content/${locale}.json`), pointer: '', message: 'content file is missing' }] };
}

/** Every content/<locale>.json is a flat JSON object of alias -> text. */
export const checkWording: Check = ({ pkg }) => {
  const errors: DefinitionError[] = [];
  for (const relative of jsonFilesIn(pkg, 'content')) {
    const file = fileNameOf(pkg, relative);
    const data = pkg.files[relative];
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      errors.push({ file, pointer: '', message: 'must be a flat JSON object of alias → text' });
      continue;
    }
    for (const [alias, text] of Object.entries(data)) if (alias !== '$schema' && typeof text !== 'string') errors.push({ file, pointer: pointerJoin('', alias), message: 'must be a string' });
  }
  return errors;
};
