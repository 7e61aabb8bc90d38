/**
 * What a visitor did without scripts, continued once scripts run (issue 54), on both promotions: the cookie notice's
 * choice posted without scripts (the server keeps its date and which choice in the notice cookie) is adopted into
 * local storage, so the notice stays away; the claim tracked without scripts (kept in the visitor's server session)
 * is handed to session storage, so *My claim* shows it, its actions work with scripts, and it stays when navigating
 * inside the site. Each time the same browser (its cookies kept) first without JavaScript, then with it.
 */
import type { Browser, BrowserContext, Cookie, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { operator } from './myClaimDriver';
import { noScriptSites, trackWithoutScripts, type NoScriptSite } from './noScriptDriver';

const DAY_MS = 86_400_000;

/** Runs `steps` in a browser context with JavaScript disabled; answers its cookies once done. */
async function withoutScripts(browser: Browser, baseURL: string | undefined, steps: (page: Page) => Promise<void>): Promise<Cookie[]> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    await steps(await context.newPage());
    return await context.cookies();
  } finally {
    await context.close();
  }
}

/** The same browser, its scripts running now: a context with JavaScript and the cookies of the one without. */
async function withScripts(browser: Browser, baseURL: string | undefined, cookies: Cookie[], steps: (page: Page, context: BrowserContext) => Promise<void>) {
  const context = await browser.newContext({ baseURL });
  try {
    await context.addCookies(cookies);
    await steps(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

/** Opens `url` and waits until the site's scripts handle input (`<html data-site-ready>`). */
async function openReady(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
}

const notice = (page: Page, at: NoScriptSite) => page.getByRole('region', { name: at.w('cookieBannerTitle') });
const daysAhead = (iso: string | null | undefined) => (Date.parse(iso ?? '') - Date.now()) / DAY_MS;

for (const at of noScriptSites) {
  for (const [choice, alias, allowed] of [
    ['minimal', 'cookieBannerMinimal', 'false'],
    ['all', 'cookieBannerAcceptAll', 'true'],
  ] as const) {
    test(`${at.name}: "${choice}" chosen on the cookie notice without scripts is kept once scripts run`, async ({ browser, baseURL }) => {
      const cookies = await withoutScripts(browser, baseURL, async (page) => {
        await page.goto(`${at.site}/how-it-works`);
        await notice(page, at).getByRole('button', { name: at.w(alias) }).click();
        await expect(page).toHaveURL(new RegExp(`${at.site}/how-it-works$`));
        await expect(notice(page, at)).toHaveCount(0);
      });

      await withScripts(browser, baseURL, cookies, async (page, context) => {
        await openReady(page, `${at.site}/`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(notice(page, at)).toHaveCount(0);
        // The choice is local storage's now (spec section 3), until the date the server set.
        const stored = await page.evaluate(() => ({ allow: localStorage.getItem('allowOptionalCookies'), until: localStorage.getItem('hideCookieNoticeUntilDate') }));
        expect(stored.allow).toBe(allowed);
        expect(daysAhead(stored.until)).toBeGreaterThan(13.9);
        expect(daysAhead(stored.until)).toBeLessThanOrEqual(14);
        // The notice cookie is still set (the server paints pages without the notice), until that same date.
        const kept = (await context.cookies()).find((cookie) => cookie.name === 'cookieNoticeHiddenUntil');
        expect(Date.parse(decodeURIComponent(kept?.value ?? '').split('_')[0])).toBe(Date.parse(stored.until!));
        // And the next page, opened afresh, comes and stays without it.
        await openReady(page, `${at.site}/how-it-works`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(notice(page, at)).toHaveCount(0);
      });
    });
  }

  test(`${at.name}: a claim tracked without scripts is My claim's once scripts run: shown, its action answered, kept when navigating`, async ({ browser, baseURL, request }) => {
    const claim = await at.createClaim(request);
    operator('revaluation', claim.reference, '120', at.locale === 'en-GB' ? 'GBP' : 'EUR', 'Deep scratches on the back cover.');
    const cookies = await withoutScripts(browser, baseURL, (page) => trackWithoutScripts(page, at, claim));

    await withScripts(browser, baseURL, cookies, async (page) => {
      await openReady(page, `${at.site}/my-claim`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(claim.reference);
      // Session storage holds the claim as the tracker's action would have stored it: e-mail and reference, no more.
      const stored = await page.evaluate(() => sessionStorage.getItem('tracked-claim'));
      expect(JSON.parse(stored ?? 'null')).toEqual({ email: claim.email, reference: claim.reference });

      // An action with scripts finds the claim.
      await page.getByRole('button', { name: at.w('myClaimRevaluationAccept'), exact: true }).click();
      await expect(page.locator('.success-notice')).toContainText(at.w('myClaimRevaluationAcceptSuccess'));
      await expect(page.locator('.claim-summary .badge')).toHaveText(at.w('claimStatusValidated'));
      expect(JSON.parse(operator('claim', claim.reference)).status).toBe('VALIDATED');

      // Inside the site, another page and back: My claim is rendered by the browser, from session storage.
      await page.locator('header').getByRole('link', { name: at.w('navHowItWorks') }).first().click();
      await expect(page).toHaveURL(new RegExp(`${at.site}/how-it-works$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${at.site}/my-claim$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(claim.reference);
      await expect(page.locator('.claim-summary .badge')).toHaveText(at.w('claimStatusValidated'));

      // Taken over, the claim is the browser's alone: Switch claim with scripts forgets it, and the server, which
      // forgot it once the scripts took it, paints no page with it again.
      await page.getByRole('button', { name: at.w('myClaimSwitch') }).click();
      await expect(page).toHaveURL(new RegExp(`${at.site}/track-claim$`));
      await openReady(page, `${at.site}/my-claim`);
      await expect(page.getByText(claim.reference)).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('tracked-claim'))).toBeNull();
    });
  });
}
