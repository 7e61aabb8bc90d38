/**
 * Everything outside the claim steps without JavaScript (issue 54), on both promotions: the cookie notice's buttons
 * post the choice (the server keeps it in the notice's cookie and sends the visitor back), the country selector's
 * sites stand listed as links, the menu opens as a <details>, and *Track your claim* posts to the server, which
 * answers with the same messages as the scripts or with the claim on *My claim*. axe runs on the pages as they are.
 * Run in Chromium with JavaScript disabled.
 */
import { test, expect } from '@playwright/test';
import { expectAccessibleWithoutScripts } from './axe';
import { expectServerErrors, noScriptSites, trackWithoutScripts } from './noScriptDriver';

test.use({ javaScriptEnabled: false });

for (const at of noScriptSites) {
  test(`${at.name} without JavaScript: the cookie notice's buttons keep the choice and return to the page`, async ({ page, browser, context }) => {
    await page.goto(`${at.site}/how-it-works`);
    const notice = page.getByRole('region', { name: at.w('cookieBannerTitle') });
    await expect(notice).toBeVisible();
    await expectAccessibleWithoutScripts(browser, page, 'a page with the cookie notice');
    await notice.getByRole('button', { name: at.w('cookieBannerMinimal') }).click();
    await expect(page).toHaveURL(new RegExp(`${at.site}/how-it-works$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
    const kept = (await context.cookies()).find((cookie) => cookie.name === 'cookieNoticeHiddenUntil');
    // Its date and which choice (core/state/cookieNames.ts), for the scripts to adopt once they run.
    expect(kept?.value).toMatch(/Z_minimal$/);
    const days = (Date.parse(kept!.value.replace(/_minimal$/, '')) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    // Every page from then on comes without it.
    await page.goto(`${at.site}/`);
    await expect(page.getByRole('region', { name: at.w('cookieBannerTitle') })).toHaveCount(0);
  });

  test(`${at.name} without JavaScript: "accept all" on the home page, the country selector's links and the menu`, async ({ page, browser }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${at.site}/`);
    await page.getByRole('region', { name: at.w('cookieBannerTitle') }).getByRole('button', { name: at.w('cookieBannerAcceptAll') }).click();
    await expect(page).toHaveURL(new RegExp(`${at.site}/$`));
    await expect(page.getByRole('region', { name: at.w('cookieBannerTitle') })).toHaveCount(0);

    // The menu: a <details> that opens without scripts, its links and the other countries' sites inside.
    const menu = page.locator('summary', { hasText: at.w('navMenu') });
    await menu.click();
    await expect(page.locator('header').getByRole('link', { name: at.w('navHowItWorks') })).toBeVisible();
    await expectAccessibleWithoutScripts(browser, page, 'the menu open');
    await page.getByRole('link', { name: at.w(at.otherCountry.alias), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${at.otherCountry.site}$`));
  });

  test(`${at.name} without JavaScript: the country selector lists every country's site on a wide screen`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${at.site}/terms`);
    const other = page.getByRole('link', { name: at.w(at.otherCountry.alias), exact: true });
    await expect(other).toBeVisible();
    await other.click();
    await expect(page).toHaveURL(new RegExp(`${at.otherCountry.site}$`));
  });

  test(`${at.name} without JavaScript: Track your claim posts to the server, which says what the scripts say, then shows the claim`, async ({ page, browser, request }) => {
    const claim = await at.createClaim(request);
    await page.goto(`${at.site}/track-claim`);
    await page.getByRole('button', { name: at.w('trackerSubmit') }).click();
    await expect(page).toHaveURL(new RegExp(`${at.site}/track-claim$`));
    await expectServerErrors(page, [at.w('errorsInvalidEmail'), at.w('errorsClaimReferenceEmpty')]);
    await expectAccessibleWithoutScripts(browser, page, 'the tracker with its errors');

    // A claim that is not there: the API's answer, in the visitor's words; what was typed stays.
    const boxes = page.getByRole('group', { name: at.w('trackerReferenceLabel') }).getByRole('textbox');
    for (const [i, part] of ['111', '222', '333'].entries()) await boxes.nth(i).fill(part);
    await page.getByLabel(at.w('trackerEmailLabel')).fill(claim.email);
    await page.getByRole('button', { name: at.w('trackerSubmit') }).click();
    await expectServerErrors(page, [at.w('errorsNoClaimFound')]);
    await expect(boxes.nth(1)).toHaveValue('222');
    await expect(page.getByLabel(at.w('trackerEmailLabel'))).toHaveValue(claim.email);

    await trackWithoutScripts(page, at, claim);
    await expect(page.locator('.claim-summary .badge')).toHaveText(at.w('claimStatusPending'));
    await expectAccessibleWithoutScripts(browser, page, 'my claim');
    // The tracked claim is the server session's: it stays on a reload, and *Switch claim* forgets it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(claim.reference);
    await page.getByRole('button', { name: at.w('myClaimSwitch') }).click();
    await expect(page).toHaveURL(new RegExp(`${at.site}/track-claim$`));
    await page.goto(`${at.site}/my-claim`);
    await expect(page.getByText(claim.reference)).toHaveCount(0);
  });
}
