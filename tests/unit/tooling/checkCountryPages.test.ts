/** Pages routed in some countries only (impressum) and pages sending visitors elsewhere (privacy policy). */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSiteDefinitions } from '../../../core/node/definitions/index';

const locale = (country: string, sitePath: string, externalPages?: Record<string, string>) => ({
  promotionId: `x-${country}`,
  country,
  currency: 'EUR',
  dateFormat: 'DMY',
  timezone: 'Europe/Paris',
  sitePath,
  ...(externalPages ? { externalPages } : {}),
});

async function errorsOf(link: Record<string, unknown>, privacy: Record<string, string> | null = { privacyPolicy: 'https://example.com/privacy' }): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'country-pages-'));
  const files: Record<string, unknown> = {
    'promotion.json': {
      schemaVersion: 1,
      promotionCode: 'OKK00001',
      basePath: '/ok',
      defaultLocale: 'en-GB',
      draftVersion: 1,
      locales: { 'en-GB': locale('GB', '/ok', privacy ?? undefined), 'de-DE': locale('DE', '/de/ok', privacy ?? undefined) },
      flags: {},
      
    },
    'pages/home.json': { schemaVersion: 1, kind: 'page', id: 'home', route: '', title: 'home', blocks: [] },
    'pages/impressum.json': { schemaVersion: 1, kind: 'page', id: 'impressum', route: 'impressum', title: 'home', visibleWhen: { country: ['DE'] }, blocks: [] },
    'pages/privacy.json': { schemaVersion: 1, kind: 'page', id: 'privacy', route: 'privacy', title: 'home', externalRedirect: 'privacyPolicy', blocks: [] },
    'layout.json': {
      schemaVersion: 1,
      kind: 'layout',
      header: [],
      footer: [{ type: 'SiteFooter', text: { home: 'home' }, props: { links: [{ to: 'home', slot: 'home' }, link] } }],
    },
    'content/en-GB.json': { home: 'Home' },
    'content/de-DE.json': { home: 'Startseite' },
  };
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), JSON.stringify(data));
  }
  // The real plugins (SiteFooter's props schema); only errors of these files count (not the real schemas' aliases).
  const { errors } = await checkSiteDefinitions(dir);
  return errors
    .filter((e) => e.file.startsWith(path.relative(process.cwd(), dir)) || e.file.includes(path.basename(dir)))
    .filter((e) => !e.message.includes('content alias'))
    .map((e) => `${path.basename(e.file)}#${e.pointer}: ${e.message}`);
}

describe('links to pages routed in some countries only', () => {
  it('accepts a link limited to the countries where the page is routed', async () => {
    expect(await errorsOf({ to: 'impressum', slot: 'home', countries: ['DE'] })).toEqual([]);
  });

  it('refuses a link that would show where the page is not routed', async () => {
    for (const link of [{ to: 'impressum', slot: 'home' }, { to: 'impressum', slot: 'home', countries: ['DE', 'GB'] }]) {
      expect(await errorsOf(link)).toEqual([
        'layout.json#/footer/0/props/links/1/to: link to "impressum", a page not routed in every country: give the link "countries" where the page is routed',
      ]);
    }
  });
});

describe('external redirects', () => {
  it('needs the address in every served locale', async () => {
    expect(await errorsOf({ to: 'home', slot: 'home' }, null)).toEqual([
      'privacy.json#/externalRedirect: no address for "privacyPolicy" in promotion.json locales.en-GB.externalPages',
      'privacy.json#/externalRedirect: no address for "privacyPolicy" in promotion.json locales.de-DE.externalPages',
    ]);
  });

  it('refuses an address that is not https or site-relative', async () => {
    const errors = await errorsOf({ to: 'home', slot: 'home' }, { privacyPolicy: 'javascript:alert(1)' });
    expect(errors.some((e) => e.startsWith('promotion.json#/locales/en-GB/externalPages/privacyPolicy'))).toBe(true);
  });
});
