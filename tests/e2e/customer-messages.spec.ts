import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoViolations } from './axe';
import { createClaim, operator } from './myClaimDriver';

async function openMessage(page: Page, request: APIRequestContext, subject: string) {
  await expect.poll(async () => (await (await request.get('/mailbox-demo/')).text()).includes(subject), { timeout: 15_000 }).toBe(true);
  await page.goto('/mailbox-demo/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: subject }).click();
}

test('the claim-received message, opened from the local mailbox: accessible, and its link opens the claim', async ({ page, request }) => {
  const { reference, email } = await createClaim(request);
  await openMessage(page, request, `We have your claim ${reference}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ada: we have your claim' })).toBeVisible();
  await expect(page.getByText(`Your claim reference is ${reference}.`)).toBeVisible();
  await expect(page.locator('img')).toHaveCount(0);
  await expectNoViolations(page, 'the claim-received message');

  await page.getByRole('link', { name: `Open your claim ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/2022launch/track-claim#reference=${reference}$`));
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
  const boxes = page.getByRole('group', { name: 'Claim reference' }).getByRole('textbox');
  await expect(boxes.nth(0)).toHaveValue(reference.slice(0, 3));
  await expect(boxes.nth(2)).toHaveValue(reference.slice(8));
  await page.getByLabel('Your email address').fill(email);
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page).toHaveURL(/\/2022launch\/my-claim$/);
  await expect(page.getByRole('heading', { level: 1, name: `Claim ${reference}` })).toBeVisible();
});

test("an operator's status change with a note sends a message carrying it", async ({ page, request }) => {
  const { reference } = await createClaim(request);
  operator('claim-status', reference, 'AWAITING_INFORMATION', 'Please send a clearer receipt');
  await openMessage(page, request, `We need something from you for claim ${reference}`);
  await expect(page.getByText('Our note: Please send a clearer receipt')).toBeVisible();
  await expectNoViolations(page, 'a status message');
});

test('Forgot your claim reference? on Track your claim sends the references to the address', async ({ page, request }) => {
  const { reference, email } = await createClaim(request);
  await page.goto('/2022launch/track-claim');
  await page.getByRole('link', { name: 'Forgot your claim reference?' }).click();
  await expect(page).toHaveURL(/\/2022launch\/forgot-reference$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your claim reference?' })).toBeVisible();
  await expectNoViolations(page, 'the forgot-reference page');
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByRole('button', { name: 'Send my references' }).click();
  await expect(page).toHaveURL(/\/2022launch\/forgot-reference\/sent$/);
  await expect(page.getByText(/a message with their references is on its way/)).toBeVisible();
  await openMessage(page, request, 'Your claim reference');
  await expect(page.getByText(reference)).toBeVisible();
});
