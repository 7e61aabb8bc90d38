import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoViolations } from './axe';
import { operator } from './myClaimDriver';
import { png } from './support';
import { freshTestImei } from '../support/catalogue';

const api = '/api/2022launch';

async function submitClaim(request: APIRequestContext, email: string): Promise<string> {
  const upload = await request.post(`${api}/file-upload`, { multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: png } } });
  expect(upload.status()).toBe(201);
  const claim = await request.post(`${api}/claim`, {
    data: {
      promotion_id: 'GOO00028-GB',
      visitor_id: null,
      promotion_window_id: null,
      purchase: {
        reseller_id: 'currys',
        invoice_date: '2022-11-01T12:00:00+00:00',
        storage_ids: [(await upload.json()).data.id],
        reference: 'INV-5050',
        items: [{ product_id: 'pixel-7-128-obsidian', imei: freshTestImei('pixel-7-128-obsidian'), serial: null, price_paid: null, trade_in_id: null, trade_in_serial: null }],
      },
      contact: {
        title: 'Ms', first_name: 'Grace', last_name: 'Hopper', address1: '1 High Street', address2: '', city: 'London',
        county: 'Greater London', post_code: 'SW1A1AA', country: 'GB', telephone: '', mobile_phone: '+447400123456',
        email, locale: 'en-GB', company: null,
      },
      reward_method: { method: 'gift' },
      preferences: [
        { prompt: 'Marketing', key: 'MARKETING_ACCEPTS_PROMOTIONAL_CONTACT_VIA_EMAIL', response: 'Unchecked' },
        { prompt: 'Gift', key: '{hash}', response: 'GIFT-PIXEL-BUDS-PRO-FOG' },
      ],
    },
  });
  expect(claim.status(), await claim.text()).toBe(200);
  return (await claim.json()).data.public_reference;
}

/**
 * Opens the local mailbox (DEMO_SERVICES, no SMTP_URL) and the message whose subject is `subject`, once it is there
 * (the mailbox page is no site page: the fixture's goto waits for a ready mark it never sets, so it is read first).
 */
async function openMessage(page: Page, request: APIRequestContext, subject: string) {
  await expect.poll(async () => (await (await request.get('/mailbox-demo/')).text()).includes(subject), { timeout: 15_000 }).toBe(true);
  await page.goto('/mailbox-demo/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: subject }).click();
}

test('the claim-received message, opened from the local mailbox: accessible, and its link opens the claim', async ({ page, request }) => {
  const email = `grace.${Date.now()}@example.com`;
  const reference = await submitClaim(request, email);
  await openMessage(page, request, `We have your claim ${reference}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Grace: we have your claim' })).toBeVisible();
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
  const reference = await submitClaim(request, `grace.status.${Date.now()}@example.com`);
  operator('claim-status', reference, 'AWAITING_INFORMATION', 'Please send a clearer receipt');
  await openMessage(page, request, `We need something from you for claim ${reference}`);
  await expect(page.getByText('Our note: Please send a clearer receipt')).toBeVisible();
  await expectNoViolations(page, 'a status message');
});

test('Forgot your claim reference? on Track your claim sends the references to the address', async ({ page, request }) => {
  const email = `grace.reminder.${Date.now()}@example.com`;
  const reference = await submitClaim(request, email);
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
