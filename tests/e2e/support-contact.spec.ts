/**
 * Help page (FAQ search, #faq-N addresses, get in touch) and the contact form (POST /ticket) against the real
 * server: tickets are read back from the site server's SQLite database.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from './fixtures';
import { siteDataDir } from '../../playwright.config';
import { sitePath, t, type Locale } from './claimDriver';
import { png } from './support';
import { expectNoViolations } from './axe';

const locales: Locale[] = ['en-GB', 'de-DE', 'fr-FR'];
const searchBox = (page: Page, locale: Locale) => page.getByRole('searchbox', { name: t(locale, 'supportFaqSearchLabel') });
const faqStatus = (page: Page) => page.locator('.faq-search__status');
const visibleQuestions = (page: Page) => page.locator('.faq-search__entry:visible > summary');
const field = (page: Page, locale: Locale, alias: string) => page.getByLabel(t(locale, alias), { exact: true });
const successNotice = (page: Page) => page.locator('.success-notice');
const errorSummary = (page: Page) => page.locator('.error-summary');

interface StoredTicket {
  payload: Record<string, string>;
  documentIds: string[];
}

function storedTickets(email: string): StoredTicket[] {
  const db = new Database(path.join(siteDataDir, 'promotion.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT payload, document_ids FROM tickets ORDER BY created_at').all() as Array<{ payload: string; document_ids: string }>;
    return rows
      .map((row) => ({ payload: JSON.parse(row.payload) as Record<string, string>, documentIds: JSON.parse(row.document_ids) as string[] }))
      .filter((ticket) => ticket.payload.email === email);
  } finally {
    db.close();
  }
}

async function openSupport(page: Page, locale: Locale, hash = '') {
  await page.goto(`${sitePath[locale]}/support${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: t(locale, 'supportTitle') })).toBeVisible();
  await expect(page.locator('.faq-search__entry')).toHaveCount(12);
}

async function openContact(page: Page, locale: Locale) {
  await page.goto(`${sitePath[locale]}/support/contact`);
  await expect(page.getByRole('heading', { level: 1, name: t(locale, 'contactTitle') })).toBeVisible();
}

/** The claim reference as three boxes of three digits ("123-456-789"; "12345" fills "123" and "45"). */
async function fillReference(page: Page, locale: Locale, digits: string) {
  const boxes = page.getByRole('group', { name: t(locale, 'contactClaimReferenceLabel') }).getByRole('textbox');
  const parts = digits.replace(/-/g, '').match(/.{1,3}/g) ?? [];
  for (const [i, part] of parts.entries()) await boxes.nth(i).fill(part);
}

async function fillContact(page: Page, locale: Locale, entry: { reason: string; name: string; email: string; message: string; reference?: string; invoice?: string }) {
  await field(page, locale, 'contactReasonLabel').selectOption({ label: t(locale, entry.reason) });
  await field(page, locale, 'contactNameLabel').fill(entry.name);
  await field(page, locale, 'contactEmailLabel').fill(entry.email);
  if (entry.reference) await fillReference(page, locale, entry.reference);
  if (entry.invoice) await field(page, locale, 'contactInvoiceNumberLabel').fill(entry.invoice);
  await field(page, locale, 'contactMessageLabel').fill(entry.message);
}

test.describe('support page: FAQ search', () => {
  const searches: Record<Locale, { query: string; expected: string }> = {
    'en-GB': { query: 'imei', expected: 'supportFaqQuestion5' },
    'de-DE': { query: 'PRAMIE', expected: 'supportFaqQuestion7' }, // finds "Prämie"
    'fr-FR': { query: 'recompense', expected: 'supportFaqQuestion7' }, // finds "récompense"
  };

  for (const locale of locales) {
    test(`filters by question and answer, case- and accent-insensitive, and says when nothing matches (${locale})`, async ({ page }) => {
      await openSupport(page, locale);
      await expect(visibleQuestions(page)).toHaveCount(12);
      const { query, expected } = searches[locale];
      await searchBox(page, locale).fill(query);
      const shown = await visibleQuestions(page).allInnerTexts();
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThan(12);
      expect(shown).toContain(t(locale, expected));
      await expect(faqStatus(page)).toHaveAttribute('aria-live', 'polite');
      await expect(faqStatus(page)).toHaveText(
        shown.length === 1 ? t(locale, 'supportFaqResultsOne') : t(locale, 'supportFaqResultsMany', { count: shown.length }),
      );

      await searchBox(page, locale).fill('xylophone quantum');
      await expect(visibleQuestions(page)).toHaveCount(0);
      await expect(faqStatus(page)).toHaveText(t(locale, 'supportFaqResultsNone'));

      await searchBox(page, locale).fill('');
      await expect(visibleQuestions(page)).toHaveCount(12);
      await expect(faqStatus(page)).toHaveText('');
    });
  }

  test('the French search ignores accents both ways: "récompense" and "recompense" find the same entries', async ({ page }) => {
    await openSupport(page, 'fr-FR');
    await searchBox(page, 'fr-FR').fill('récompense');
    const accented = await visibleQuestions(page).allInnerTexts();
    await searchBox(page, 'fr-FR').fill('RECOMPENSE');
    await expect(visibleQuestions(page)).toHaveText(accented);
  });

  test('#faq-3 opens entry 3 and scrolls it into view below the header', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 500 });
    await openSupport(page, 'en-GB', '#faq-3');
    const entry = page.locator('#faq-3');
    await expect(entry).toHaveAttribute('open', '');
    await expect(page.locator('#faq-2')).not.toHaveAttribute('open', '');
    await expect(entry.locator('.faq-search__answer')).toBeVisible();
    await expect(entry.locator('.faq-search__answer')).toContainText(t('en-GB', 'supportFaqAnswer3'));
    await expect
      .poll(async () =>
        page.evaluate(() => {
          const header = document.querySelector('.site-header')!.getBoundingClientRect();
          const box = document.getElementById('faq-3')!.getBoundingClientRect();
          return { scrolled: window.scrollY > 0, below: box.top >= Math.max(0, header.bottom) + 15, inView: box.top < window.innerHeight };
        }),
      )
      .toEqual({ scrolled: true, below: true, inView: true });
  });

  test('the get-in-touch button leads to the contact form', async ({ page }) => {
    await openSupport(page, 'en-GB');
    await page.getByRole('link', { name: t('en-GB', 'supportGetInTouchButton') }).click();
    await expect(page).toHaveURL(/\/2022launch\/support\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: t('en-GB', 'contactTitle') })).toBeVisible();
    await page.getByRole('link', { name: t('en-GB', 'contactBackLink') }).click();
    await expect(page).toHaveURL(/\/2022launch\/support$/);
  });
});

test.describe('contact form', () => {
  test('a ticket with an attachment is sent: success at the top, the form empty again, the ticket stored with its file', async ({ page }) => {
    const email = `attach-${Date.now()}@example.com`;
    await openContact(page, 'en-GB');
    await fillContact(page, 'en-GB', { reason: 'contactReasonRewardQuery', name: 'Ada Lovelace', email, message: 'Where is my reward?', reference: '123456789', invoice: 'INV-42' });
    await field(page, 'en-GB', 'contactDocumentsLabel').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: t('en-GB', 'contactSubmit') }).click();

    await expect(successNotice(page)).toContainText(t('en-GB', 'contactMessageSubmitSuccess'));
    await expect(successNotice(page)).toBeFocused();
    // The page is scrolled back up to its top, where the notice sits above the back link and the form.
    await expect(successNotice(page)).toBeInViewport();
    await expect(page.getByRole('link', { name: t('en-GB', 'contactBackLink') })).toBeInViewport();
    expect((await successNotice(page).boundingBox())!.y).toBeLessThan((await page.getByRole('link', { name: t('en-GB', 'contactBackLink') }).boundingBox())!.y);
    await expect(field(page, 'en-GB', 'contactMessageLabel')).toHaveValue('');

    const [ticket] = storedTickets(email);
    expect(ticket.payload).toMatchObject({
      reason: 'reward_query',
      driver: 'Reward update within SLA',
      name: 'Ada Lovelace',
      email,
      claim_reference: '123-456-789',
      invoice_number: 'INV-42',
      message: 'Where is my reward?',
      language: 'en-GB',
    });
    expect(ticket.payload.subject).toBeTruthy();
    expect(ticket.payload.brand).toBeTruthy();
    expect(ticket.payload.department).toBeTruthy();
    expect(ticket.documentIds).toHaveLength(1);
  });

  test('each reason is stored with its driver (none for something else and personal data)', async ({ page }) => {
    const drivers: Record<string, string> = {
      contactReasonTakePart: 'How promotion works',
      contactReasonHelpSubmitting: 'Requires help sub claim',
      contactReasonRewardQuery: 'Reward update within SLA',
      contactReasonSomethingElse: '',
      contactReasonPersonalData: '',
    };
    const email = `reasons-${Date.now()}@example.com`;
    for (const reason of Object.keys(drivers)) {
      await openContact(page, 'fr-FR');
      await fillContact(page, 'fr-FR', { reason, name: 'Jeanne Martin', email, message: `Question : ${reason}` });
      await page.getByRole('button', { name: t('fr-FR', 'contactSubmit') }).click();
      await expect(successNotice(page)).toContainText(t('fr-FR', 'contactMessageSubmitSuccess'));
    }
    const tickets = storedTickets(email);
    expect(tickets.map((ticket) => [ticket.payload.message.replace('Question : ', ''), ticket.payload.driver, ticket.payload.language])).toEqual(
      Object.entries(drivers).map(([reason, driver]) => [reason, driver, 'fr-FR']),
    );
  });

  test('a file over 10 MiB is refused with "file size invalid" in the summary; the message stays', async ({ page }) => {
    const email = `huge-${Date.now()}@example.com`;
    await openContact(page, 'en-GB');
    await fillContact(page, 'en-GB', { reason: 'contactReasonSomethingElse', name: 'Ada Lovelace', email, message: 'My invoice, scanned.' });
    const tooLarge = Buffer.alloc(10 * 1024 * 1024 + 1);
    png.copy(tooLarge, 0, 0, 8);
    await field(page, 'en-GB', 'contactDocumentsLabel').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: tooLarge });
    await page.getByRole('button', { name: t('en-GB', 'contactSubmit') }).click();

    await expect(errorSummary(page)).toContainText(t('en-GB', 'errorsFileSizeInvalid'));
    await expect(errorSummary(page)).toBeFocused();
    await expect(field(page, 'en-GB', 'contactMessageLabel')).toHaveValue('My invoice, scanned.');
    await expect(field(page, 'en-GB', 'contactNameLabel')).toHaveValue('Ada Lovelace');
    await expect(successNotice(page)).toHaveCount(0);
    expect(storedTickets(email)).toEqual([]);
  });

  test('empty or wrong answers: every contact message at its field and in the summary', async ({ page }) => {
    await openContact(page, 'de-DE');
    await fillReference(page, 'de-DE', '12345');
    await field(page, 'de-DE', 'contactEmailLabel').fill('nicht-gueltig');
    await page.getByRole('button', { name: t('de-DE', 'contactSubmit') }).click();
    for (const alias of ['errorsReasonEmpty', 'errorsNameEmpty', 'errorsInvalidEmail', 'errorsClaimReferenceInvalid', 'errorsMessageEmpty'])
      await expect(errorSummary(page).getByRole('link', { name: t('de-DE', alias) })).toBeVisible();
    await expect(field(page, 'de-DE', 'contactMessageLabel')).toHaveAttribute('aria-invalid', 'true');
  });

  test('usable by keyboard alone: choose a reason, fill every field, submit', async ({ page }) => {
    const email = `keyboard-${Date.now()}@example.com`;
    await openContact(page, 'en-GB');
    const reason = field(page, 'en-GB', 'contactReasonLabel');
    for (let i = 0; i < 40 && !(await reason.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(reason).toBeFocused();
    await page.keyboard.press('ArrowDown'); // first reason after "please select"
    await expect(reason).toHaveValue('how_do_i_take_part');
    await page.keyboard.press('Tab');
    await expect(field(page, 'en-GB', 'contactNameLabel')).toBeFocused();
    await page.keyboard.type('Grace Hopper');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('111222333'); // the boxes move on by themselves
    const message = field(page, 'en-GB', 'contactMessageLabel');
    for (let i = 0; i < 10 && !(await message.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(message).toBeFocused();
    await page.keyboard.type('How do I take part?');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: t('en-GB', 'contactSubmit') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(successNotice(page)).toContainText(t('en-GB', 'contactMessageSubmitSuccess'));
    const [ticket] = storedTickets(email);
    expect(ticket.payload).toMatchObject({ driver: 'How promotion works', claim_reference: '111-222-333', name: 'Grace Hopper' });
  });
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const locale of locales) {
    test(`support (searched, an entry open) and contact (with errors) have no violations (${locale})`, async ({ page }) => {
      await openSupport(page, locale, '#faq-2');
      await expect(page.locator('#faq-2')).toHaveAttribute('open', '');
      await expectNoViolations(page);
      await searchBox(page, locale).fill('zzzz');
      await expect(faqStatus(page)).toHaveText(t(locale, 'supportFaqResultsNone'));
      await expectNoViolations(page);

      await openContact(page, locale);
      await expectNoViolations(page);
      await page.getByRole('button', { name: t(locale, 'contactSubmit') }).click();
      await expect(errorSummary(page)).toBeFocused();
      await expectNoViolations(page);
    });
  }
});
