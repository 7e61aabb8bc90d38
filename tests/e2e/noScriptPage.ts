/** What the no-script specs check on a page painted by the server and used with JavaScript disabled. */
import { expect, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './axe';

/** The error summary as the server painted it: focused (autofocus), listing `message`, and the title says Error (in the locale's words). */
export async function expectServerErrorSummary(page: Page, message: string, titlePrefix = 'Error:') {
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading') });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: message })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${titlePrefix}`));
}

/**
 * axe on the page exactly as it is without scripts: its HTML, scripts taken out, shown at its address in a context
 * where axe itself can run (JavaScript disabled runs no script, axe's neither).
 */
export async function expectAccessible(browser: Browser, page: Page, state: string) {
  const html = (await page.content()).replace(/<script\b(?![^>]*application\/json)[^>]*>[\s\S]*?<\/script>/g, '');
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const checker = await context.newPage();
    await checker.route('**/*.js', (route) => route.abort());
    await checker.route(page.url(), (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
    await checker.goto(page.url());
    expect(await axeViolations(checker), state).toEqual([]);
  } finally {
    await context.close();
  }
}
