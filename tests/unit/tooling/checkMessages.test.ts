/** Wording as ICU MessageFormat (core/node/definitions/checkMessages.ts): per locale, with the values the site gives. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMessages } from '../../../core/node/definitions/checkMessages';
import type { CheckContext } from '../../../core/node/definitions/context';
import { minimalPromotion } from './minimalPromotion';
import { packageOfFiles } from '../../../core/node/package/promotionPackage';

const locale = (country: string, sitePath: string) => ({ promotionId: 'x', country, currency: 'EUR', dateFormat: 'DMY', timezone: 'Europe/Paris', sitePath });

async function errorsOf(wording: Record<string, Record<string, string>>, settings: Record<string, unknown> = { checkingDays: 30 }): Promise<string[]> {
  const promotion = minimalPromotion({ locales: Object.fromEntries(Object.keys(wording).map((tag) => [tag, locale(tag.slice(3), `/${tag}`)])), settings });
  const step = { kind: 'step', id: 'done', blocks: [{ type: 'ConfirmationPanel', text: { emailSent: 'confirmationEmail', title: 'confirmationTitle' } }] };
  const ctx = {
    pkg: packageOfFiles(Object.fromEntries(Object.entries(wording).map(([tag, content]) => [`content/${tag}.json`, content]))),
    definitions: { promotion, pages: [], flows: [{ kind: 'flow', id: 'claim', text: { stepOf: 'flowStepOf' } }], steps: [step] },
    files: new Map(),
    names: {},
    options: { widgetsDir: path.resolve('src/widgets') },
  } as unknown as CheckContext;
  return (await checkMessages(ctx)).map((e) => `${e.file}#${e.pointer}: ${e.message}`);
}

describe('checkMessages', () => {
  it('accepts settings by name, the values a slot is given, and plurals with every category of each locale', async () => {
    expect(
      await errorsOf({
        'en-GB': { confirmationEmail: 'We write to {email}.', flowStepOf: 'Step {n} of {m}', checking: 'Up to {checkingDays, plural, one {# day} other {# days}}.' },
        'fr-FR': { confirmationEmail: 'À {email}.', flowStepOf: 'Étape {n} sur {m}', checking: 'Jusqu’à {checkingDays, plural, one {# jour} many {# jours} other {# jours}}.' },
      }),
    ).toEqual([]);
  });

  it('reports a plural without a category the locale needs, in that locale only', async () => {
    const plural = '{checkingDays, plural, one {# d} other {# d}}';
    expect(await errorsOf({ 'en-GB': { checking: plural }, 'fr-FR': { checking: plural } })).toEqual([
      'content/fr-FR.json#/checking: plural {checkingDays} lacks many: fr-FR needs many, one, other',
    ]);
  });

  it('reports a message that does not parse, with where', async () => {
    expect(await errorsOf({ 'en-GB': { checking: 'Up to {checkingDays, plural, one {# day}}' } })).toEqual([
      'content/en-GB.json#/checking: does not parse as an ICU message: missing other clause at character 41',
    ]);
  });

  it('reports a placeholder that neither a setting nor the slot showing it gives', async () => {
    expect(await errorsOf({ 'en-GB': { confirmationTitle: 'Thank you, {email}', confirmationEmail: 'Checked in {checkingDay} days' } })).toEqual([
      'content/en-GB.json#/confirmationTitle: placeholder {email} has no value: no setting has that name',
      'content/en-GB.json#/confirmationEmail: placeholder {checkingDay} has no value: no setting has that name, nor is it one the site gives here ({email})',
    ]);
  });
});
