/** What the no-script specs check on a page painted by the server and used with JavaScript disabled. */
import { expect, type Page } from '@playwright/test';

/** The error summary as the server painted it: focused (autofocus), listing `message`, and the title says Error (in the locale's words). */
export async function expectServerErrorSummary(page: Page, message: string, titlePrefix = 'Error:') {
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading') });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: message })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${titlePrefix}`));
}
