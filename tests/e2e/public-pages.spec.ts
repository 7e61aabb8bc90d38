import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The public pages of issue 8 in every locale: qualifying, terms, cookie policy, impressum (DE), privacy policy. */
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const sites = [
  {
    locale: 'en-GB',
    sitePath: '/2022launch',
    promotionId: 'GOO00028-GB',
    privacy: 'https://policies.google.com/privacy?hl=en-GB',
    qualifying: { title: 'Qualifying products and resellers', products: 'Qualifying products', resellers: 'Participating resellers', column: 'Name' },
    terms: 'Terms and conditions',
    cookies: 'Cookie policy',
    privacyLink: 'Privacy policy',
    impressum: 'Imprint',
    nav: ['Home', 'How it works', 'Claim', 'Qualifying products', 'Terms and conditions', 'My claim', 'Support'],
    notFound: 'Page not found',
  },
  {
    locale: 'de-DE',
    sitePath: '/de/2022launch',
    promotionId: 'GOO00028-DE',
    privacy: 'https://policies.google.com/privacy?hl=de',
    qualifying: { title: 'Teilnehmende Produkte und Händler', products: 'Teilnehmende Produkte', resellers: 'Teilnehmende Händler', column: 'Name' },
    terms: 'Teilnahmebedingungen',
    cookies: 'Cookie-Richtlinie',
    privacyLink: 'Datenschutzerklärung',
    impressum: 'Impressum',
    nav: undefined,
    notFound: undefined,
  },
  {
    locale: 'fr-FR',
    sitePath: '/fr/2022launch',
    promotionId: 'GOO00028-FR',
    privacy: 'https://policies.google.com/privacy?hl=fr',
    qualifying: { title: 'Produits et revendeurs éligibles', products: 'Produits éligibles', resellers: 'Revendeurs participants', column: 'Nom' },
    terms: 'Conditions générales',
    cookies: 'Politique relative aux cookies',
    privacyLink: 'Politique de confidentialité',
    impressum: 'Mentions légales',
    nav: undefined,
    notFound: undefined,
  },
] as const;

async function columnOf(page: Page, tableName: string): Promise<string[]> {
  const table = page.getByRole('table', { name: tableName });
  await expect(table.getByRole('columnheader')).toHaveCount(1);
  return table.locator('tbody tr td').allTextContents();
}

for (const site of sites) {
  test.describe(site.locale, () => {
    test('qualifying shows the products and the resellers sorted by name, ignoring case', async ({ page }) => {
      const api = (what: string) => page.request.get(`/api/2022launch/promotion/${site.promotionId}/${what}`).then((r) => r.json());
      const products: string[] = (await api('qualifying-products')).data.products.map((p: { name: string }) => p.name);
      const resellers: string[] = (await api('qualifying-resellers')).data.resellers.map((r: { name: string }) => r.name);

      const response = await page.goto(`${site.sitePath}/qualifying`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: site.qualifying.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: site.qualifying.products })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: site.qualifying.resellers })).toBeVisible();
      await expect(page.getByRole('table', { name: site.qualifying.products }).getByRole('columnheader', { name: site.qualifying.column })).toBeVisible();

      expect(await columnOf(page, site.qualifying.products)).toEqual(products);
      const shown = await columnOf(page, site.qualifying.resellers);
      expect([...shown].sort()).toEqual([...resellers].sort());
      expect(shown).toEqual([...resellers].sort(new Intl.Collator(site.locale, { sensitivity: 'base' }).compare));
      if (resellers.includes('amazon') && resellers.includes('Argos')) expect(shown.indexOf('amazon')).toBeLessThan(shown.indexOf('Argos'));
      if (resellers.includes('john Lewis & Partners') && resellers.includes('o2'))
        expect(shown.indexOf('john Lewis & Partners')).toBeLessThan(shown.indexOf('o2'));
      await expectNoViolations(page);
    });

    test('terms and cookie policy render their content', async ({ page }) => {
      expect((await page.goto(`${site.sitePath}/terms`))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: site.terms })).toBeVisible();
      await expect(page.locator('.rich-text h2').first()).toBeVisible();
      await expect(page.locator('.rich-text ol li')).toHaveCount(3);
      await expectNoViolations(page);

      expect((await page.goto(`${site.sitePath}/cookie-policy`))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: site.cookies })).toBeVisible();
      await expect(page.locator('.rich-text table').getByRole('cell', { name: 'hideCookieNoticeUntilDate' })).toBeVisible();
      await expectNoViolations(page);
    });

    test('impressum exists in Germany only, with its footer link', async ({ page }) => {
      const response = await page.goto(`${site.sitePath}/impressum`);
      const footer = page.locator('footer');
      if (site.locale === 'de-DE') {
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
        await expect(page.getByText('Registergericht und -nummer: Hamburg, HRB 86891')).toBeVisible();
        await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/de/2022launch/impressum');
        await expectNoViolations(page);
      } else {
        expect(response?.status()).toBe(404);
        await expect(page.locator('[data-page="not-found"]')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(footer.getByRole('link', { name: site.privacyLink })).toBeVisible();
        await expect(footer.getByRole('link', { name: site.impressum })).toHaveCount(0);
        await expect(page.locator(`a[href$="/impressum"]`)).toHaveCount(0);
      }
    });

    test('privacy policy lands on the configured address', async ({ page }) => {
      // The configured address is another site: answer it here, and see the browser go there.
      let requested: string | undefined;
      await page.route('https://policies.google.com/**', async (route) => {
        requested = route.request().url();
        await route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Privacy</title><h1>Privacy Policy</h1></html>' });
      });
      await page.goto(`${site.sitePath}/`);
      await page.locator('footer').getByRole('link', { name: site.privacyLink }).click();
      await page.waitForURL(site.privacy);
      expect(requested).toBe(site.privacy);
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      // It replaced the site's history entry: Back returns to the page the link was on.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${site.sitePath}/$`));
    });

    test('navigation and footer link every public page', async ({ page }) => {
      await page.goto(`${site.sitePath}/`);
      const nav = page.locator('header nav');
      await expect(nav.getByRole('link')).toHaveCount(7);
      await expect(page.locator('footer nav').getByRole('link')).toHaveCount(site.locale === 'de-DE' ? 10 : 9);
      const navLinks = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(navLinks).toEqual(['', '/how-it-works', '/claim', '/qualifying', '/terms', '/track-claim', '/support'].map((r) => `${site.sitePath}${r}`));
      if (site.nav) expect(await nav.getByRole('link').allTextContents()).toEqual(site.nav);
      const footerLinks = await page.locator('footer nav').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const extra = site.locale === 'de-DE' ? ['/privacy-policy', '/cookie-policy', '/impressum'] : ['/privacy-policy', '/cookie-policy'];
      expect(footerLinks).toEqual([...navLinks, ...extra.map((r) => `${site.sitePath}${r}`)]);

      await nav.getByRole('link', { name: site.nav?.[3] ?? site.qualifying.products }).click();
      await expect(page.getByRole('heading', { level: 1, name: site.qualifying.title })).toBeVisible();
      await page.locator('header nav').getByRole('link', { name: site.terms }).click();
      await expect(page.getByRole('heading', { level: 1, name: site.terms })).toBeVisible();
      await page.locator('footer').getByRole('link', { name: site.cookies }).click();
      await expect(page.getByRole('heading', { level: 1, name: site.cookies })).toBeVisible();
    });
  });
}

test('an unknown address answers 404 with the not-found page; known ones 200; /favicon.ico is an icon', async ({ page }) => {
  for (const sitePath of ['/2022launch', '/de/2022launch', '/fr/2022launch']) {
    const unknown = await page.request.get(`${sitePath}/no-such-page`);
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('id="site-definitions"');
    expect((await page.request.get(`${sitePath}/qualifying`)).status()).toBe(200);
    expect((await page.request.get(`${sitePath}/claim/get-started`)).status()).toBe(200);
  }
  const response = await page.goto('/2022launch/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectNoViolations(page);

  const favicon = await page.request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toContain('image/x-icon');
  expect((await favicon.body()).readUInt16LE(2)).toBe(1);
  const iconHref = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(iconHref).toBe('/favicon.ico');
  expect((await page.request.get(iconHref!)).status()).toBe(200);
});
