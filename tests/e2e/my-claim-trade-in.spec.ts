/**
 * My-claim AWAITING_TRADEIN and audit documents against the real server, each state set up with the operator CLI:
 * the label downloads as a real PDF, courier scripts load only from configured courier hosts, the window expires,
 * audit documents download named after their type; axe and keyboard-only use in en-GB, de-DE and fr-FR.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Download } from './fixtures';
import { ports } from '../../playwright.config';
import { t, type Locale } from './claimDriver';
import { createClaim, openMyClaim, operator } from './myClaimDriver';
import { expectAccessibleAtEveryWidth } from './axe';

const locales: Locale[] = ['en-GB', 'de-DE', 'fr-FR'];
/** The demo courier script at another origin than the site (127.0.0.1), on a host promotion.json allows. */
const allowedCourierUrl = `http://localhost:${ports.site}/courier-demo/label.js`;
/** The same script on a host not on the list. */
const refusedCourierUrl = `http://127.0.0.2:${ports.site}/courier-demo/label.js`;

/** Runs an operator command and answers its JSON. */
function run(...args: string[]): Record<string, unknown> {
  return JSON.parse(operator(...args));
}

/** A claim with one consignment (AWAITING_TRADEIN); answers the claim and the consignment id. */
async function claimAwaitingTradeIn(request: Parameters<typeof createClaim>[0], locale: Locale, method = 'label', courierUrl?: string) {
  const claim = await createClaim(request, locale);
  const { consignment_id } = run('consignment', claim.reference, method, ...(courierUrl ? [courierUrl] : []));
  return { ...claim, consignmentId: String(consignment_id) };
}

/** The saved file's name and whether its bytes are a PDF. */
async function savedPdf(download: Download) {
  const bytes = await readFile((await download.path())!);
  return { name: download.suggestedFilename(), pdf: bytes.subarray(0, 4).toString('latin1') === '%PDF' };
}

test.describe('my-claim: trade-in labels and audit documents', () => {
  test('the label downloads as promotion-label.pdf, a real PDF; a failed download says so in the panel', async ({ page, request }) => {
    const claim = await claimAwaitingTradeIn(request, 'en-GB');
    await openMyClaim(page, 'en-GB', claim);
    const panel = page.getByRole('region', { name: 'Send us your old phone' });
    await expect(panel.getByText(t('en-GB', 'myClaimTradeInIntro'))).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download your shipping label (PDF)' }).click()]);
    expect(await savedPdf(download)).toEqual({ name: 'promotion-label.pdf', pdf: true });
    await expect(panel.getByRole('alert')).toHaveText('');

    await page.route('**/api/2022launch/trade-in-document', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"code":1,"message":"x"}]}' }),
    );
    await panel.getByRole('button', { name: 'Download your shipping label (PDF)' }).click();
    await expect(panel.getByRole('alert')).toHaveText('We could not download your document just now. Please try again.');
  });

  test('a courier script loads from a configured courier host (another origin); a host not on the list is refused', async ({ page, request }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));

    const allowed = await claimAwaitingTradeIn(request, 'en-GB', 'script', allowedCourierUrl);
    await openMyClaim(page, 'en-GB', allowed);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.courierScript)).toBe('loaded');
    expect(requested.filter((url) => url === allowedCourierUrl)).toHaveLength(1);
    await expect(page.getByRole('button', { name: 'Download your shipping label (PDF)' })).toBeVisible();

    // A fresh page load: nothing left over from the allowed script.
    const refused = await claimAwaitingTradeIn(request, 'en-GB', 'script', refusedCourierUrl);
    await page.goto('/2022launch/');
    await openMyClaim(page, 'en-GB', refused);
    await expect(page.getByRole('button', { name: 'Download your shipping label (PDF)' })).toBeVisible();
    await expect.poll(() => warnings.some((w) => w.includes('Courier script refused') && w.includes('http://127.0.0.2'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.courierScript)).toBeUndefined();
    expect(await page.locator('script[src*="127.0.0.2"]').count()).toBe(0);
    expect(requested.filter((url) => url.startsWith('http://127.0.0.2'))).toEqual([]);
    expect(warnings.join('\n')).not.toContain(refused.email);
  });

  test('after the trade-in wait period the window-expired message replaces the labels', async ({ page, request }) => {
    const claim = await claimAwaitingTradeIn(request, 'en-GB');
    const moved = run('claim-updated-at', claim.reference, '-15d');
    expect(moved.trade_in_window_expired).toBe(true);
    await openMyClaim(page, 'en-GB', claim);
    const panel = page.getByRole('region', { name: 'Send us your old phone' });
    await expect(panel.getByText(t('en-GB', 'myClaimTradeInWindowExpired', { myClaim_tradeInWaitDays: 14 }))).toBeVisible();
    await expect(panel.getByRole('button')).toHaveCount(0);
    await expectAccessibleAtEveryWidth(page, 'en-GB trade-in window expired');
  });

  test('audit documents download as PDFs named after their type, whatever the status', async ({ page, request }) => {
    const claim = await claimAwaitingTradeIn(request, 'en-GB');
    run('audit-document', claim.consignmentId);
    run('audit-document', claim.consignmentId, 'wipe_report');
    run('claim-status', claim.reference, 'COMPLETED');
    await openMyClaim(page, 'en-GB', claim);
    const list = page.getByRole('region', { name: 'Your trade-in documents' });
    const certificate = list.getByRole('button', { name: 'Download destruction certificate (PDF)' });
    const [first] = await Promise.all([page.waitForEvent('download'), certificate.click()]);
    expect(await savedPdf(first)).toEqual({ name: 'destruction-certificate.pdf', pdf: true });
    const [second] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: 'Download document (Wipe report) (PDF)' }).click()]);
    expect(await savedPdf(second)).toEqual({ name: 'wipe-report.pdf', pdf: true });

    await page.route('**/api/2022launch/audit-document', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"errors":[{"code":1,"message":"x"}]}' }),
    );
    await certificate.click();
    await expect(list.getByRole('alert')).toHaveText(t('en-GB', 'errorsTradeInDownloadFailed'));
  });

  for (const locale of locales) {
    test(`${locale}: trade-in and audit documents pass axe, also with download errors, and work by keyboard alone`, async ({ page, request }) => {
      const claim = await claimAwaitingTradeIn(request, locale);
      run('audit-document', claim.consignmentId);
      await openMyClaim(page, locale, claim);
      const panel = page.getByRole('region', { name: t(locale, 'myClaimTradeInTitle') });
      const label = panel.getByRole('button', { name: t(locale, 'myClaimTradeInDownload') });
      const documentName = `${t(locale, 'myClaimAuditDocumentDownload', { document: t(locale, 'myClaimAuditDocumentDestructionCertificate') })} (${t(locale, 'myClaimAuditDocumentPdf')})`;
      const certificate = page.getByRole('button', { name: documentName });
      await expect(label).toBeVisible();
      await expect(certificate).toBeVisible();
      await expectAccessibleAtEveryWidth(page, `${locale} trade-in`);

      // Keyboard alone: Tab reaches the label button, Enter downloads it; then the certificate.
      for (let i = 0; i < 80 && !(await label.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(label).toBeFocused();
      const [labelFile] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      expect(await savedPdf(labelFile)).toEqual({ name: 'promotion-label.pdf', pdf: true });
      for (let i = 0; i < 80 && !(await certificate.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(certificate).toBeFocused();
      const [certificateFile] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      expect(await savedPdf(certificateFile)).toEqual({ name: 'destruction-certificate.pdf', pdf: true });

      await page.route('**/api/2022launch/{trade-in,audit}-document', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"code":1,"message":"x"}]}' }),
      );
      await label.focus();
      await page.keyboard.press('Enter');
      await expect(panel.getByRole('alert')).toHaveText(t(locale, 'errorsTradeInDownloadFailed'));
      await certificate.focus();
      await page.keyboard.press('Space');
      await expect(page.getByRole('region', { name: t(locale, 'myClaimAuditDocumentsTitle') }).getByRole('alert')).toHaveText(
        t(locale, 'errorsTradeInDownloadFailed'),
      );
      await expectAccessibleAtEveryWidth(page, `${locale} trade-in with download errors`);
    });
  }
});
