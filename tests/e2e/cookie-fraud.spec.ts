/**
 * The cookie banner (spec sections 2, 3, 9) and the fraud-screening hook (spec section 6) in a real Chromium
 * against the real server: first visit, both choices stored, hidden on the next visit, back after 14 days
 * (Playwright's clock), axe-clean and keyboard-only in every locale; the threat-detection script from a local
 * fake provider with the organisation id and the visitor id, and the CSP naming only that host.
 */
import { startDedicatedServer } from './dedicatedServer';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { ports } from '../../playwright.config';
import { expectNoViolations } from './axe';

/** The pages' inline start script, allowed by its hash (tests/server/csp-courier.test.ts holds it to the script). */
const START_SCRIPT_HASH = expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/);

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-03-01T09:00:00Z');

const banners = {
  'en-GB': { path: '/2022launch/', name: 'Cookies on this site', all: 'Accept all cookies', minimal: 'Essential cookies only' },
  'de-DE': { path: '/de/2022launch/', name: 'Cookies auf dieser Website', all: 'Alle Cookies akzeptieren', minimal: 'Nur notwendige Cookies' },
  'fr-FR': { path: '/fr/2022launch/', name: 'Cookies sur ce site', all: 'Accepter tous les cookies', minimal: 'Cookies essentiels uniquement' },
} as const;
const en = banners['en-GB'];

const bannerOf = (page: Page, name: string = en.name) => page.getByRole('region', { name });
const stored = (page: Page) =>
  page.evaluate(() => ({
    allow: window.localStorage.getItem('allowOptionalCookies'),
    until: window.localStorage.getItem('hideCookieNoticeUntilDate'),
  }));

test.describe('cookie banner', () => {
  for (const [choice, allow] of [
    ['all', 'true'],
    ['minimal', 'false'],
  ] as const) {
    test(`${choice}: shows on a first visit, hides after the choice, stays hidden next visit, returns after 14 days`, async ({ page }) => {
      await page.clock.install({ time: START });
      await page.goto(en.path);
      const banner = bannerOf(page);
      await expect(banner).toBeVisible();
      // In the page flow, never over the content.
      expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('static');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await banner.getByRole('button', { name: en[choice] }).click();
      await expect(banner).toBeHidden();
      const after = await stored(page);
      expect(after.allow).toBe(allow);
      expect(Date.parse(after.until ?? '')).toBeGreaterThanOrEqual(START.getTime() + 14 * DAY);
      expect(Date.parse(after.until ?? '')).toBeLessThan(START.getTime() + 14 * DAY + 60 * 60 * 1000);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(bannerOf(page)).toHaveCount(0);

      await page.clock.fastForward(13 * DAY);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(bannerOf(page)).toHaveCount(0);

      await page.clock.fastForward(DAY + 60 * 60 * 1000);
      await page.reload();
      await expect(bannerOf(page)).toBeVisible();
      expect(await stored(page)).toEqual({ allow: null, until: null });
    });
  }

  for (const [locale, banner] of Object.entries(banners)) {
    test(`${locale}: no WCAG 2.2 AA violations with the banner open (axe)`, async ({ page }) => {
      await page.goto(banner.path);
      await expect(bannerOf(page, banner.name)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test('keyboard only: the skip link stays first, the choice is reachable by Tab and made with Enter, focus lands on the main content', async ({ page }) => {
    await page.goto(en.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    const minimal = bannerOf(page).getByRole('button', { name: en.minimal });
    for (let i = 0; i < 20 && !(await minimal.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(minimal).toBeFocused();
    await expect(minimal).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(bannerOf(page)).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
    expect((await stored(page)).allow).toBe('false');
  });
});

test.describe('fraud screening', () => {
  test("none configured (GOO00028): no provider script, and script-src names only self, the start script's hash and the courier hosts", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    const response = await page.goto(en.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('visitorId'))).not.toBeNull();
    const promotion = JSON.parse(fs.readFileSync('page-definitions/GOO00028/promotion.json', 'utf8'));
    expect(scriptSrcOf(response?.headers()['content-security-policy'])).toEqual(["'self'", START_SCRIPT_HASH, ...(promotion.settings?.myClaim?.courierHosts ?? [])]);
    expect(requested.filter((url) => url.includes('fraud-demo'))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.fraudScreening)).toBeUndefined();
  });

  test.describe('configured with the local fake provider', () => {
    const port = ports.site + 2;
    const provider = `http://localhost:${port}`;
    const organisationId = 'org-e2e-8c';
    let server: { stop: () => void } | undefined;

    test.beforeAll(async () => {
      // A copy of the GOO00028 definitions with a provider and no courier hosts: only the provider's entry in the
      // CSP can let its script load.
      const root = path.resolve(`test-results/fraud-definitions-${port}`);
      const definitions = path.join(root, 'GOO00028');
      fs.rmSync(root, { recursive: true, force: true });
      fs.cpSync('page-definitions/GOO00028', definitions, { recursive: true });
      const file = path.join(definitions, 'promotion.json');
      const promotion = JSON.parse(fs.readFileSync(file, 'utf8'));
      promotion.fraudScreening = { scriptUrl: `${provider}/fraud-demo/tags.js`, organisationId };
      promotion.settings = { ...promotion.settings, myClaim: { ...promotion.settings.myClaim, courierHosts: [] } };
      fs.writeFileSync(file, JSON.stringify(promotion, null, 2));
      const dataDir = `test-results/data-fraud-${port}`;
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.mkdirSync(dataDir, { recursive: true });
      server = await startDedicatedServer(port, { DATA_DIR: dataDir, DEFINITIONS_DIR: definitions });
    });

    test.afterAll(() => server?.stop());

    test('loads the provider script once with org_id and the visitor id as session_id; the CSP allows only that host', async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/fraud-demo/')) scripts.push(r.url());
      });
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      // Neither is needed to answer a click: both wait until the site is ready.
      const readyWhenAsked: boolean[] = [];
      await page.route('**/web-visitor', async (route) => {
        readyWhenAsked.push(await page.evaluate(() => document.documentElement.hasAttribute('data-site-ready')));
        await route.continue();
      });
      const response = await page.goto(`http://127.0.0.1:${port}/2022launch/`);
      expect(scriptSrcOf(response?.headers()['content-security-policy'])).toEqual(["'self'", START_SCRIPT_HASH, provider]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.fraudScreening ?? null)).not.toBeNull();
      const visitorId = await page.evaluate(() => window.localStorage.getItem('visitorId'));
      expect(visitorId).toBeTruthy();
      expect(await page.evaluate(() => document.documentElement.dataset.fraudScreening)).toBe(`org=${organisationId};session=${visitorId}`);
      expect(scripts).toEqual([`${provider}/fraud-demo/tags.js?org_id=${organisationId}&session_id=${encodeURIComponent(visitorId ?? '')}`]);
      expect(readyWhenAsked).toEqual([true]);

      // Client-side navigation does not load it again; the next page load reuses the stored visitor id.
      await page.getByRole('link', { name: 'Claim', exact: true }).first().click();
      await expect(page).toHaveURL(/\/claim/);
      expect(scripts).toHaveLength(1);
      await page.reload();
      await expect.poll(() => scripts.length).toBe(2);
      expect(scripts[1]).toBe(scripts[0]);
      expect(violations).toEqual([]);
    });
  });
});

function scriptSrcOf(policy: string | undefined): string[] | undefined {
  return policy
    ?.split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1);
}
