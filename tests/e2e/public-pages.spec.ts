import { expect, test, type Page } from './fixtures';
import { expectNoViolations } from './axe';

/** The public pages of issue 8 in every locale: qualifying, terms, cookie policy, impressum (DE), privacy policy. */
const sites = [
  {
    locale: 'en-GB',
    sitePath: '/2022launch',
    promotionId: 'GOO00028-GB',
    privacy: 'https://policies.google.com/privacy?hl=en-GB',
    qualifying: { title: 'Qualifying products and resellers', products: 'Qualifying products', resellers: 'Participating resellers', column: 'Name' },
    howItWorks: { title: 'How it works', first: 'Buy a qualifying Pixel', firstAlt: 'A Pixel phone with a green tick beside a shop and a shopping bag' },
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
    howItWorks: { title: 'So funktioniert’s', first: 'Kaufen Sie ein teilnehmendes Pixel', firstAlt: 'Ein Pixel-Smartphone mit grünem Haken neben einem Geschäft und einer Einkaufstasche' },
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
    howItWorks: { title: 'Comment ça marche', first: 'Achetez un Pixel éligible', firstAlt: 'Un téléphone Pixel avec une coche verte à côté d’une boutique et d’un sac de courses' },
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

    test('how it works lists five sections, each with its own image in the right size and its alt text', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      expect((await page.goto(`${site.sitePath}/how-it-works`))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: site.howItWorks.title })).toBeVisible();
      const sections = page.locator('main ol.instruction-steps > li');
      await expect(sections).toHaveCount(5);
      await expect(sections.first().getByRole('heading', { level: 2 })).toHaveText(site.howItWorks.first);
      const first = sections.first().getByRole('img', { name: site.howItWorks.firstAlt });
      await expect(first).toBeVisible();
      await expect(first).toHaveJSProperty('complete', true);
      // The others are named once the page has started (kept off a slow line while its scripts arrive).
      await expect(page.locator('html[data-site-ready]')).toHaveCount(1);
      const images = await page.locator('main img').evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({ alt: img.alt, width: img.getAttribute('width'), height: img.getAttribute('height'), srcset: img.srcset })),
      );
      expect(images).toHaveLength(5);
      expect(new Set(images.map((i) => i.alt)).size).toBe(5);
      for (const image of images) {
        expect(image.alt).not.toBe('');
        expect([image.width, image.height]).toEqual(['720', '450']);
        expect(image.srcset).toMatch(/^\/2022launch\/images\/how-it-works\/step-\d-[a-z]+-360\.webp 360w, \S+-720\.webp 720w$/);
      }
      // Drawn 20rem wide on a wide screen: the browser picks the 360 px file, and it decodes (a real WebP image).
      const shown = await first.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, natural: img.naturalWidth, box: img.getBoundingClientRect() }));
      expect(shown.src).toMatch(/-360\.webp$/);
      expect(shown.natural).toBeGreaterThan(0);
      expect(Math.round(shown.box.width / shown.box.height * 100)).toBe(160);
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

test('the header stays on top and turns slim when the page scrolls, without moving anything below it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Counts layout shifts of anything outside the header (the header's own bar tightens when it turns slim).
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    type Shift = { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        const outside = entry.sources.some((source) => !source.node?.parentElement?.closest('.site-header'));
        if (!entry.hadRecentInput && outside) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/2022launch/how-it-works');
  const header = page.locator('header.site-header');
  await expect(header).not.toHaveClass(/site-header--slim/);
  const full = await header.evaluate((h) => h.getBoundingClientRect().height);
  const headingTop = () => page.getByRole('heading', { level: 1 }).evaluate((h) => h.getBoundingClientRect().top + window.scrollY);
  await page.waitForLoadState('networkidle');
  const before = await headingTop();
  const shiftsBefore = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);

  await page.mouse.wheel(0, 600);
  await expect(header).toHaveClass(/site-header--slim/);
  const slim = await header.evaluate((h) => ({ top: h.getBoundingClientRect().top, height: h.getBoundingClientRect().height }));
  expect(slim.top).toBe(0);
  expect(slim.height).toBeLessThan(full);
  expect(await headingTop()).toBe(before);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(shiftsBefore);

  // Focus moving back to a link above the screen brings it into view below the header, not behind it (WCAG 2.4.11).
  // Scrolled to the end at once (a wheel's scroll may still be moving when focus moves).
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const link = page.locator('main .instruction-steps a').first();
  await link.focus();
  const [linkTop, headerBottom] = await Promise.all([link.evaluate((a) => a.getBoundingClientRect().top), header.evaluate((h) => h.getBoundingClientRect().bottom)]);
  expect(linkTop).toBeGreaterThanOrEqual(headerBottom);

  await page.mouse.wheel(0, -5000);
  await expect(header).not.toHaveClass(/site-header--slim/);
  expect(await headingTop()).toBe(before);
});

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
