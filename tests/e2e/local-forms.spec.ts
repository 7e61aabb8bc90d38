/**
 * Dates and numbers always in the locale's form: every page and every claim step of both promotions, in each of
 * their locales, shows no ISO date (2026-11-26) and no amount left unformatted (1049.00, EUR 49.99) on screen;
 * My claim's "Last updated" among them, with a claim tracked in each GOO00028 locale.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { createClaim, openMyClaim } from './myClaimDriver';

const sites = [
  { code: 'GOO00028', locale: 'en-GB', sitePath: '/2022launch', promotionId: 'GOO00028-GB', country: 'GB' },
  { code: 'GOO00028', locale: 'de-DE', sitePath: '/de/2022launch', promotionId: 'GOO00028-DE', country: 'DE' },
  { code: 'GOO00028', locale: 'fr-FR', sitePath: '/fr/2022launch', promotionId: 'GOO00028-FR', country: 'FR' },
  { code: 'AUR00031', locale: 'en-US', sitePath: '/summerswitch', promotionId: 'AUR00031-US', country: 'US' },
  { code: 'AUR00031', locale: 'en-IE', sitePath: '/ie/summerswitch', promotionId: 'AUR00031-IE', country: 'IE' },
] as const;

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** The routes of a package's pages shown in a country (not the catch-all, redirects or pages sending elsewhere). */
function pageRoutes(code: string, country: string): string[] {
  const dir = `page-definitions/${code}/pages`;
  return readdirSync(dir)
    .map((file) => json(`${dir}/${file}`))
    .filter((page) => page.route !== '*' && !page.redirect && !page.externalRedirect)
    .filter((page) => !page.visibleWhen?.country || page.visibleWhen.country.includes(country))
    .map((page) => page.route as string);
}

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
/** An amount of a thousand or more without grouping, or a currency written as its code. */
const RAW_AMOUNT = /\b\d{4,}[.,]\d{2}\b|\b(?:GBP|EUR|USD)\s?\d/;

async function expectLocalForms(page: Page, where: string) {
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
  await expect(page.locator('main h1').first()).toBeVisible();
  const shown = await page.locator('body').innerText();
  expect(shown.match(ISO_DATE)?.[0], `${where}: an ISO date on screen`).toBeUndefined();
  expect(shown.match(RAW_AMOUNT)?.[0], `${where}: an unformatted amount on screen`).toBeUndefined();
}

for (const site of sites) {
  test(`${site.code} ${site.locale}: every page and claim step shows dates and numbers in the locale's form`, async ({ page, request }) => {
    test.setTimeout(240_000);
    for (const route of pageRoutes(site.code, site.country)) {
      if (route === 'my-claim') continue; // below, with a claim tracked
      await page.goto(`${site.sitePath}/${route}`);
      await expectLocalForms(page, `/${route}`);
    }

    // Every claim step, opened with a draft that has reached them all and a confirmation.
    const flow = json(`page-definitions/${site.code}/flows/claim.json`);
    const catalogue = json(`page-definitions/${site.code}/catalogue.json`);
    const product = catalogue.products[0];
    const draft = {
      version: json(`page-definitions/${site.code}/promotion.json`).draftVersion,
      values: {
        ...flow.defaults,
        unlockedSteps: flow.steps.length,
        claimType: 'PERSONAL',
        checklist1: true,
        invoiceDate: catalogue.purchaseWindow.start,
        items: [{ ...flow.defaults.items[0], productId: product.id, productImei: product.demoImeis?.[0] ?? '', productPricePaid: { amount: 1049, currency: 'EUR' } }],
      },
    };
    const confirmation = { public_reference: '123-456-789', email: 'local-forms@example.com' };
    await page.addInitScript(
      ([code, locale, draftKey, draftValue, confirmationKey, confirmed]) => {
        sessionStorage.setItem(`locale:${code}`, locale);
        sessionStorage.setItem(draftKey, draftValue);
        sessionStorage.setItem(confirmationKey, confirmed);
      },
      [site.code, site.locale, `draft:${site.promotionId}:claim:${site.locale}`, JSON.stringify(draft), `confirmation:${site.promotionId}:${site.locale}`, JSON.stringify(confirmation)] as const,
    );
    const steps = flow.steps.map((id: string) => json(`page-definitions/${site.code}/steps/${id}.json`).route as string);
    for (const step of steps) {
      await page.goto(`${site.sitePath}/${flow.route}/${step}`);
      await expect(page).toHaveURL(new RegExp(`/${flow.route}/${step}$`));
      await expectLocalForms(page, `/${flow.route}/${step}`);
    }

    if (site.code === 'GOO00028') {
      const claim = await createClaim(request, site.locale as 'en-GB' | 'de-DE' | 'fr-FR');
      await openMyClaim(page, site.locale as 'en-GB' | 'de-DE' | 'fr-FR', claim);
      await expect(page).toHaveURL(/\/my-claim$/);
      await expect(page.locator('time').first()).toBeVisible();
      await expectLocalForms(page, '/my-claim');
    }
  });
}
