import { expect, test, type APIRequestContext } from './fixtures';
import { png } from './support';

const api = '/api/2022launch';

async function submitClaim(request: APIRequestContext, email: string): Promise<string> {
  const upload = await request.post(`${api}/file-upload`, { multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: png } } });
  expect(upload.status()).toBe(201);
  const storageId = (await upload.json()).data.id;
  const claim = await request.post(`${api}/claim`, {
    data: {
      promotion_id: 'GOO00028-GB',
      visitor_id: null,
      promotion_window_id: null,
      purchase: {
        reseller_id: 'currys',
        invoice_date: '2022-11-01T12:00:00+00:00',
        storage_ids: [storageId],
        reference: 'INV-8008',
        items: [{ product_id: 'pixel-7-pro-256-hazel', imei: '354937121045236', serial: null, price_paid: null, trade_in_id: null, trade_in_serial: null }],
      },
      contact: {
        title: 'Ms', first_name: 'Ada', last_name: 'Lovelace', address1: '1 High Street', address2: '', city: 'London',
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

test('a customer tracks a submitted claim from the home page, sees its status, and switches claim', async ({ page, request }) => {
  const reference = await submitClaim(request, 'ada.tracker@example.com');
  const [first, second, third] = reference.split('-');

  await page.goto('/2022launch/my-claim');
  await expect(page).toHaveURL(/\/2022launch\/track-claim$/);

  await page.goto('/2022launch/');
  const boxes = page.getByRole('group', { name: 'Claim reference' }).getByRole('textbox');
  await boxes.nth(0).fill(first);
  await boxes.nth(1).fill(second);
  await boxes.nth(2).fill(third);
  await page.getByLabel('Your email address').fill('ada.tracker@example.com');
  await page.getByRole('button', { name: 'Track' }).click();

  await expect(page).toHaveURL(/\/2022launch\/my-claim$/);
  await expect(page.getByRole('heading', { level: 1, name: `Claim ${reference}` })).toBeVisible();
  await expect(page.getByText('Being checked')).toBeVisible();
  // Last updated in the locale's own form (en-GB: "26 November 2026"), the machine-readable date beside it.
  await expect(page.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(page.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Claim ${reference}` })).toBeVisible();

  await page.getByRole('button', { name: 'Track a different claim' }).click();
  await expect(page).toHaveURL(/\/2022launch\/track-claim$/);
  await page.goto('/2022launch/my-claim');
  await expect(page).toHaveURL(/\/2022launch\/track-claim$/);
});
