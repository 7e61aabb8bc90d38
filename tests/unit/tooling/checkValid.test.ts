import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSiteDefinitions } from '../../../core/node/definitions/index';
import { minimalPromotion } from './minimalPromotion';

const plugins = 'tests/fixtures/broken-definitions/plugins';

function writeSite(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-'));
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), typeof data === 'string' ? data : JSON.stringify(data, null, 2));
  }
  return dir;
}

const promotion = minimalPromotion({ flags: { on: true } });
const site = {
  'promotion.json': promotion,
  'layout.json': { schemaVersion: 1, kind: 'layout', text: { siteTitle: 'site' }, header: [{ type: 'Heading', text: { title: 'site' } }], footer: [] },
  'pages/home.json': { schemaVersion: 1, kind: 'page', id: 'home', route: '', title: 'home', blocks: [{ type: 'Link', props: { to: 'claim' }, visibleWhen: { flag: 'on' } }] },
  'pages/start.json': { schemaVersion: 1, kind: 'page', id: 'start', route: 'start', title: 'home', redirect: 'home', blocks: [] },
  'flows/claim.json': { schemaVersion: 1, kind: 'flow', id: 'claim', route: 'claim', title: 'home', steps: ['one'], defaults: {} },
  'steps/one.json': { schemaVersion: 1, kind: 'step', id: 'one', route: 'one', title: 'home', backtracking: true, guard: 'unlocked', validation: 'getStarted', actions: ['validate'], blocks: [] },
  'content/en-GB.json': { home: 'Home', site: 'Site', errorsGeneric: 'Check this answer' },
};
const options = {
  widgetsDir: `${plugins}/widgets`,
  actionsDir: `${plugins}/actions`,
  sourcesDir: `${plugins}/sources`,
  validationDir: `${plugins}/validation`,
};

describe('checkSiteDefinitions on a correct site', () => {
  it('reports nothing and loads everything, layout included', async () => {
    const dir = writeSite(site);
    const { errors, definitions } = await checkSiteDefinitions(dir, options);
    expect(errors).toEqual([]);
    expect(definitions.layout?.kind).toBe('layout');
    expect(definitions.flows[0].steps).toEqual(['one']);
  });

  it('checks defaultLocale, layout aliases, step route clashes and content files', async () => {
    const dir = writeSite({
      ...site,
      'promotion.json': { ...promotion, defaultLocale: 'de-DE' },
      'layout.json': { schemaVersion: 1, kind: 'layout', text: { siteTitle: 'nope' }, header: [], footer: [] },
      'flows/claim.json': { ...(site['flows/claim.json'] as object), steps: ['one', 'two'] },
      'steps/two.json': { ...(site['steps/one.json'] as object), id: 'two' },
      'content/en-GB.json': '{ "home": "Home", "site": 3 }',
    });
    const { errors } = await checkSiteDefinitions(dir, options);
    const lines = errors.map((e) => `${path.basename(e.file)}#${e.pointer}: ${e.message}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'promotion.json#/defaultLocale: defaultLocale "de-DE" is not among locales',
        'layout.json#/text/siteTitle: content alias "nope" is missing in en-GB',
        'two.json#/route: duplicate route "claim/one" in flow "claim" (also step "one")',
        'en-GB.json#/site: must be a string',
      ]),
    );
    // Every wording file is checked, a locale without a site too.
    expect(errors.filter((e) => e.pointer === '/site')).toEqual([{ file: expect.stringMatching(/content\/en-GB\.json$/), pointer: '/site', message: 'must be a string' }]);
  });
});
