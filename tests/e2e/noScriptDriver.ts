/**
 * The sites as a customer without JavaScript meets them (issue 54): both promotions, one locale each that the specs
 * walk, their wording by alias, a claim of each made through the API and tracked with the tracker's form.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { t } from './claimDriver';
import { st } from './summerSwitchDriver';
import { createClaim, createSummerClaim } from './myClaimDriver';

export interface NoScriptSite {
  name: string;
  site: string;
  locale: 'en-GB' | 'de-DE' | 'en-US' | 'en-IE';
  /** The API the site's promotion answers at. */
  api: string;
  /** The wording of an alias in the site's locale. */
  w: (alias: string, values?: Record<string, string | number>) => string;
  createClaim: (request: APIRequestContext) => Promise<{ reference: string; email: string }>;
  /** The countries the country selector offers besides this one, by wording alias and site path. */
  otherCountry: { alias: string; site: string };
}

export const noScriptSites: NoScriptSite[] = [
  {
    name: 'Pixel 2022 launch (GOO00028) en-GB',
    site: '/2022launch',
    locale: 'en-GB',
    api: '/api/2022launch',
    w: (alias, values) => t('en-GB', alias, values),
    createClaim: (request) => createClaim(request, 'en-GB'),
    otherCountry: { alias: 'countryDE', site: '/de/2022launch/' },
  },
  {
    name: 'Summer Switch (AUR00031) en-IE',
    site: '/ie/summerswitch',
    locale: 'en-IE',
    api: '/api/summerswitch',
    w: (alias, values) => withValues(st('en-IE', alias), values),
    createClaim: (request) => createSummerClaim(request, 'en-IE'),
    otherCountry: { alias: 'countryUS', site: '/summerswitch/' },
  },
];

const withValues = (text: string, values: Record<string, string | number> = {}) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** The error summary as the server painted it: focused (autofocus), listing exactly `messages`, and the title says Error. */
export async function expectServerErrors(page: Page, messages: string[]) {
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading') });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('listitem')).toHaveText(messages);
  await expect(page).toHaveTitle(/^Error:/);
}

/** Tracks a claim with the track-claim page's form (posted to the server) and lands on my-claim. */
export async function trackWithoutScripts(page: Page, at: NoScriptSite, claim: { reference: string; email: string }) {
  await page.goto(`${at.site}/track-claim`);
  const boxes = page.getByRole('group', { name: at.w('trackerReferenceLabel') }).getByRole('textbox');
  for (const [i, part] of claim.reference.split('-').entries()) await boxes.nth(i).fill(part);
  await page.getByLabel(at.w('trackerEmailLabel')).fill(claim.email);
  await page.getByRole('button', { name: at.w('trackerSubmit') }).click();
  await expect(page).toHaveURL(new RegExp(`${at.site}/my-claim$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(claim.reference);
}
