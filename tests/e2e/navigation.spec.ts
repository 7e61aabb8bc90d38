import { expect, test } from './fixtures';

test('a new page starts at the top; browser back restores where the visitor was', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 500 });
  await page.goto('/2022launch/');
  const link = page.getByRole('link', { name: 'Find out more in our help centre' });
  await link.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => window.scrollY > 200);
  const scrolledTo = await page.evaluate(() => window.scrollY);
  await link.click();

  await expect(page).toHaveURL(/\/2022launch\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help and support' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Get a free gift with your new Pixel' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
});

test('an unknown address shows the not-found page inside the layout', async ({ page }) => {
  await page.goto('/2022launch/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found – Pixel 2022 launch reward');
});
