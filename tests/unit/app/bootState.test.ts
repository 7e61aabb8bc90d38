// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { renderContentScript, renderDataScript, renderDefinitionsScript, renderStatusScript } from '../../../core/definitions/render';
import type { SiteDefinitions } from '../../../core/node/definitions/index';
import { readBootState } from '../../../src/app/bootState';

/** A package as small as a page may carry: one served locale, one flow. */
const definitions = {
  promotion: {
    promotionCode: 'TEST0001',
    basePath: '/testpromo',
    defaultLocale: 'en-GB',
    flags: {},
    locales: {
      'en-GB': { sitePath: '/testpromo', country: 'GB', currency: 'GBP', dateFormat: 'dd/MM/yyyy', timezone: 'Europe/London', promotionId: 'TEST0001-GB' },
      'de-DE': { country: 'DE', currency: 'EUR', dateFormat: 'dd.MM.yyyy', promotionId: 'TEST0001-DE' },
    },
  },
  pages: [],
  flows: [{ id: 'claim', route: 'claim', steps: [] }],
  steps: [],
} as unknown as SiteDefinitions;

/** Lays out the page as the server sends it: `head` scripts, and the root with what the server rendered. */
function page(scripts: string, rendered = '') {
  document.head.innerHTML = scripts;
  document.body.innerHTML = `<div id="root">${rendered}</div>`;
}

beforeEach(() => page(''));

describe('the boot state read from the page', () => {
  it('a page the server rendered: definitions, locale facts, API, wording, status and data as the server put them', () => {
    page(
      renderDefinitionsScript(definitions, 'en-GB') +
        renderContentScript({ title: 'Hello' }) +
        renderStatusScript({ dateWindow: 'OPEN', cookieNotice: 'due', wording: 'partial' }) +
        renderDataScript({ qualifyingProducts: [{ id: 'p1' }] }),
      '<main>Hello</main>',
    );
    const boot = readBootState(document);
    expect(boot.definitions.locale).toBe('en-GB');
    expect(boot.env).toMatchObject({ locale: 'en-GB', sitePath: '/testpromo', promotionId: 'TEST0001-GB', country: 'GB' });
    expect(boot).toMatchObject({
      apiBase: '/api/testpromo',
      preview: false,
      serverRendered: true,
      wording: { title: 'Hello' },
      status: { dateWindow: 'OPEN', cookieNotice: 'due', wording: 'partial' },
      data: { qualifyingProducts: [{ id: 'p1' }] },
      claimPath: '/testpromo/claim',
      sessionLocaleKey: 'locale:TEST0001',
    });
  });

  it('a page the browser renders, without wording, status or data: the wording is asked for, nothing else is assumed', () => {
    page(renderDefinitionsScript(definitions, 'en-GB'));
    expect(readBootState(document)).toMatchObject({ serverRendered: false, wording: undefined, status: {}, data: {} });
  });

  it("a preview's page and a package's own API address", () => {
    const preview = { ...definitions, apiBase: '/api/elsewhere', preview: { label: 'Preview', exitLabel: 'Exit', exit: '/studio' } } as SiteDefinitions;
    page(renderDefinitionsScript(preview, 'en-GB'));
    expect(readBootState(document)).toMatchObject({ apiBase: '/api/elsewhere', preview: true });
  });

  it('ignores what it does not know in the status and wording that is not an object', () => {
    page(
      renderDefinitionsScript(definitions, 'en-GB') +
        '<script type="application/json" id="site-content">["not", "wording"]</script>' +
        renderStatusScript({ dateWindow: 'SOMETIME', cookieNotice: 'hidden', screen: 'elsewhere' }),
    );
    expect(readBootState(document)).toMatchObject({ wording: undefined, status: { cookieNotice: 'hidden' } });
  });

  it('refuses a page without definitions, or for a locale that is not served', () => {
    expect(() => readBootState(document)).toThrow(/site-definitions/);
    page(renderDefinitionsScript(definitions, 'de-DE'));
    expect(() => readBootState(document)).toThrow(/de-DE is not served/);
  });
});
