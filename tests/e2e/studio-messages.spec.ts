/**
 * Customers' messages in the studio (issue 50), against the real server on a server of its own (GOO00028 as shipped):
 * the wording tab lists each declared message in every locale as the customer receives it (subject, text and HTML,
 * sample values), each message's HTML accessible once rendered into a page; a reworded message shows at once in the
 * preview and in the review before publish like any changed text; a preview sends nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ports } from '../../playwright.config';
import { expectAccessibleAtEveryWidth } from './axe';
import { databaseCount } from './databaseCount';
import { expect, test, type Page } from './fixtures';
import { saved, settled, signInToStudio, useStudioServer } from './studioServer';

const PACKAGE = path.resolve('page-definitions/GOO00028');
const publisher = 'publisher@example.com';
const { origin, dataDir } = useStudioServer('studio-messages', ports.site + 13, { definitions: PACKAGE, accounts: [{ email: publisher, role: 'publisher' }], env: { MAIL_POLL_MS: '100' } });
const promotion = JSON.parse(fs.readFileSync(path.join(PACKAGE, 'promotion.json'), 'utf8')) as { locales: Record<string, { sitePath?: string }>; messages: Record<string, unknown> };
/** The locales the promotion has a site in (the studio's). */
const LOCALES = Object.keys(promotion.locales).filter((locale) => promotion.locales[locale].sitePath);
const MESSAGES = Object.keys(promotion.messages);
const RECEIVED: Record<string, string> = { 'en-GB': 'We have your claim 123-456-789', 'de-DE': 'Wir haben Ihren Antrag 123-456-789 erhalten', 'fr-FR': 'Nous avons reçu votre demande 123-456-789' };

async function openWording(page: Page) {
  await signInToStudio(page, origin, publisher);
  await page.getByRole('link', { name: 'GOO00028' }).click();
  await settled(page);
  await page.getByRole('link', { name: 'Wording' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Customers’ messages' })).toBeVisible();
}

/** A declared message's preview in a locale (its details opened). */
async function preview(page: Page, id: string, locale: string) {
  const details = page.locator('.customer-messages details').filter({ has: page.locator('summary code', { hasText: new RegExp(`^${id}$`) }) });
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').click();
  return details.getByRole('article', { name: `${id} in ${locale}`, exact: true });
}

const sent = () => (fs.existsSync(path.join(dataDir, 'mailbox')) ? fs.readdirSync(path.join(dataDir, 'mailbox')).length : 0) + databaseCount(dataDir, 'SELECT count(*) AS n FROM message_outbox');

test('every message in every locale as the customer receives it, its HTML accessible; a preview sends nothing', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await openWording(page);
  await expect(page.locator('.customer-messages details summary code')).toHaveCount(MESSAGES.length);
  expect((await page.locator('.customer-messages details summary code').allInnerTexts()).sort()).toEqual([...MESSAGES].sort());
  const mail = await (await browser.newContext()).newPage();
  for (const id of MESSAGES) {
    for (const locale of LOCALES) {
      const article = await preview(page, id, locale);
      await expect(article.getByRole('heading', { level: 3 })).toHaveText(locale);
      const subject = (await article.locator('p', { hasText: 'Subject:' }).innerText()).replace(/^Subject:\s*/, '');
      expect(subject, `${id} in ${locale}: a subject`).not.toBe('');
      expect(await article.locator('.customer-message__text').innerText(), `${id} in ${locale}: a text`).toMatch(/\w{3,}/);
      const html = await article.getByLabel(`${id} in ${locale} (HTML)`).innerText();
      // The message's HTML as a mail client shows it: rendered into a page of its own, held to WCAG 2.2 AA.
      await mail.setContent(html);
      await expect(mail.locator('html')).toHaveAttribute('lang', locale);
      await expect(mail).toHaveTitle(subject);
      await expect(mail.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(mail.locator('img')).toHaveCount(0);
      if (!['referenceReminder'].includes(id)) await expect(mail.getByText('123-456-789').first()).toBeVisible();
      await expectAccessibleAtEveryWidth(mail, `the ${id} message in ${locale}`);
    }
  }
  for (const locale of LOCALES) await expect((await preview(page, 'claimReceived', locale)).locator('p', { hasText: 'Subject:' })).toHaveText(`Subject: ${RECEIVED[locale]}`);
  await expect((await preview(page, 'awaitingInformation', 'en-GB')).locator('.customer-message__text')).toContainText('Please send a clearer photo of your receipt.');
  await expectAccessibleAtEveryWidth(page, 'the wording tab with the messages open');
  expect(sent(), 'a studio preview sends nothing').toBe(0);
});

test('a reworded message shows in the preview at once, and in the review before publish like any changed text', async ({ page }) => {
  test.setTimeout(180_000);
  await openWording(page);
  await page.getByLabel('Search aliases and wording').fill('messageClaimReceivedSubject');
  await page.getByLabel('messageClaimReceivedSubject in en-GB').fill('Your claim {reference} is with us');
  await saved(page);
  await expect((await preview(page, 'claimReceived', 'en-GB')).locator('p', { hasText: 'Subject:' })).toHaveText('Subject: Your claim 123-456-789 is with us');
  await expect((await preview(page, 'claimReceived', 'de-DE')).locator('p', { hasText: 'Subject:' })).toHaveText(`Subject: ${RECEIVED['de-DE']}`);

  await page.getByRole('link', { name: 'Publish' }).click();
  await page.getByRole('button', { name: 'Check this draft' }).click();
  await expect(page.locator('.proof h3').first()).toBeFocused({ timeout: 90_000 });
  const change = page.locator('.review__change', { hasText: "Wording en-GB › messageClaimReceivedSubject (customers' message claimReceived: subject)" });
  await expect(change.locator('dd')).toHaveText(['We have your claim {reference}', 'Your claim {reference} is with us']);
  await expect(change.locator('ins').filter({ hasText: 'is with us' })).toHaveCount(1);
  await expect(change.locator('del').filter({ hasText: 'We have' })).toHaveCount(1);
  await expectAccessibleAtEveryWidth(page, 'the review with a reworded message');
  expect(sent(), 'a studio preview and a check send nothing').toBe(0);
});
