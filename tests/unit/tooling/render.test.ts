import { describe, expect, it } from 'vitest';
import { injectDefinitions, pickLocale, renderDefinitionsScript } from '../../../tooling/vite-plugin-definitions';
import { inlinedDefinitions } from '../../../core/definitions/render';
import type { SiteDefinitions } from '../../../core/node/definitions/index';

const promotion = {
  defaultLocale: 'en-GB',
  locales: {
    'en-GB': { sitePath: '/2022launch' },
    'de-DE': { sitePath: '/de/2022launch' },
    'fr-FR': { sitePath: '/fr/2022launch' },
    'en-US': {},
  },
} as unknown as SiteDefinitions['promotion'];
const definitions = { promotion, pages: [], flows: [], steps: [] } as SiteDefinitions;

describe('pickLocale', () => {
  it('picks the locale whose sitePath prefixes the URL', () => {
    expect(pickLocale(promotion, '/de/2022launch/claim/get-started?x=1')).toBe('de-DE');
    expect(pickLocale(promotion, '/fr/2022launch')).toBe('fr-FR');
    expect(pickLocale(promotion, '/2022launch/')).toBe('en-GB');
  });
  it('falls back to defaultLocale', () => {
    expect(pickLocale(promotion, '/')).toBe('en-GB');
    expect(pickLocale(promotion, '/2022launchX')).toBe('en-GB');
  });
});

describe('renderDefinitionsScript', () => {
  it('renders JSON with < escaped, parseable back', () => {
    const withHtml = { ...definitions, pages: [{ id: '</script><script>alert(1)</script>' }] } as unknown as SiteDefinitions;
    const html = renderDefinitionsScript(withHtml, 'de-DE');
    expect(html.startsWith('<script type="application/json" id="site-definitions">')).toBe(true);
    const json = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({ locale: 'de-DE', pages: [{ id: '</script><script>alert(1)</script>' }] });
  });
  it('replaces the placeholder in index.html', () => {
    const out = injectDefinitions('<head><!--site-definitions--></head>', definitions, 'en-GB');
    expect(out).toMatch(/^<head><script type="application\/json" id="site-definitions">\{"locale":"en-GB",/);
  });
});

describe('inlinedDefinitions', () => {
  it('names the locale\'s country in its language, so the browser need not ask Intl for it as a step starts', () => {
    const withCountries = {
      ...definitions,
      promotion: { ...promotion, locales: { 'en-GB': { sitePath: '/2022launch', country: 'GB' }, 'de-DE': { sitePath: '/de/2022launch', country: 'DE' } } },
    } as unknown as SiteDefinitions;
    expect(inlinedDefinitions(withCountries, 'en-GB')).toMatchObject({ locale: 'en-GB', countryName: 'United Kingdom' });
    expect(inlinedDefinitions(withCountries, 'de-DE')).toMatchObject({ locale: 'de-DE', countryName: 'Deutschland' });
    expect(inlinedDefinitions(definitions, 'en-US')).not.toHaveProperty('countryName');
  });
});
