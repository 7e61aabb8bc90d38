/**
 * A claim without JavaScript (issue 54): every claim step is a form that posts to the server, which judges it as the
 * browser would (the same guard, compiled validation and actions), answers a mistake with the step again (the GOV.UK
 * error summary focused, the answers kept, the same message as with scripts) and otherwise goes on to the next step.
 * Run in Chromium with JavaScript disabled; axe runs on the pages as they are without it.
 */
import { test, expect, type Page } from '@playwright/test';
import { expectAccessibleWithoutScripts } from './axe';
import { expectServerErrorSummary } from './noScriptPage';
import { freshSerial, freshSummerImei, st, summerProducts, summerSite, type SummerLocale } from './summerSwitchDriver';
import { png } from './support';

test.use({ javaScriptEnabled: false });

const continueStep = (page: Page, locale: SummerLocale) => page.getByRole('button', { name: st(locale, 'flowContinue'), exact: true }).click();

for (const locale of ['en-US', 'en-IE'] as const) {
  test(`Summer Switch ${locale} without JavaScript: a whole claim (two phones, a receipt, a mobile number, the address typed in en-US, found by the lookup in en-IE; PayPal in en-US, bank transfer in en-IE) posts step by step to the server, mistakes say what scripts say`, async ({ page, browser }) => {
    const site = summerSite[locale];
    await page.goto(`${site}/claim/get-started`);
    // Continue without the box ticked: the step again, saying why.
    await continueStep(page, locale);
    await expect(page).toHaveURL(new RegExp(`${site}/claim/get-started$`));
    await expectServerErrorSummary(page, st(locale, 'errorsChecklistUnconfirmed'));
    await expectAccessibleWithoutScripts(browser, page, 'get started with its error');
    await page.getByLabel(st(locale, 'getStartedConfirm')).check();
    await continueStep(page, locale);

    await expect(page).toHaveURL(new RegExp(`${site}/claim/eligibility$`));
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: st(locale, 'stepEligibilityTitle'),
      }),
    ).toBeVisible();
    await page.getByLabel(st(locale, 'eligibilityConfirmLabel')).check();
    await page.getByRole('radio', { name: st(locale, 'eligibilityHeardStore') }).check();
    await continueStep(page, locale);

    await expect(page).toHaveURL(new RegExp(`${site}/claim/purchase-details$`));
    // Back is a link: eligibility shows its answers as given.
    await page.getByRole('link', { name: st(locale, 'flowBack') }).click();
    await expect(page.getByLabel(st(locale, 'eligibilityConfirmLabel'))).toBeChecked();
    await expect(page.getByRole('radio', { name: st(locale, 'eligibilityHeardStore') })).toBeChecked();
    await continueStep(page, locale);

    const date = locale === 'en-US' ? '11/02/2026' : '02/11/2026';
    await page.getByLabel(st(locale, 'purchaseDateLabel'), { exact: true }).fill(date);
    await page.getByLabel(st(locale, 'invoiceNumberLabel'), { exact: true }).fill('SS-2026-1101');
    await page.getByLabel(st(locale, 'resellerLabel'), { exact: true }).selectOption({
      label: locale === 'en-US' ? 'Best Buy' : 'Harvey Norman',
    });
    const phones = [0, 1].map((i) => ({
      imei: freshSummerImei(i),
      serial: freshSerial(),
    }));
    for (const [i, phone] of phones.entries()) {
      // A second phone: the add button asks the server, which shows the step with a new row.
      if (i > 0) await page.getByRole('button', { name: st(locale, 'itemAdd') }).click();
      await page.getByLabel(st(locale, 'itemProductLabel'), { exact: true }).nth(i).selectOption({ label: summerProducts[i].name });
      await page.getByLabel(st(locale, 'itemImeiLabel'), { exact: true }).nth(i).fill(phone.imei);
      await page.getByLabel(st(locale, 'itemSerialLabel'), { exact: true }).nth(i).fill(phone.serial);
    }
    // A third row added and removed again (each a submit button the server answers): the two phones typed stay.
    const imeis = page.getByLabel(st(locale, 'itemImeiLabel'), { exact: true });
    await page.getByRole('button', { name: st(locale, 'itemAdd') }).click();
    await expect(imeis).toHaveCount(3);
    await page.getByRole('button', { name: new RegExp(`^${st(locale, 'itemDelete')}`) }).nth(2).click();
    await expect(imeis).toHaveCount(2);
    await expect(imeis.nth(1)).toHaveValue(phones[1].imei);
    // Enter in a field sends the step as Continue does, not the first row's Remove (a submit button before it).
    await imeis.nth(1).press('Enter');
    // A purchase the day after the window (in the promotion's calendar): the same message as with scripts
    // (second-promotion.spec.ts), every answer kept.
    await expectServerErrorSummary(page, st(locale, 'errorsDateOfPurchaseIneligible'));
    await expect(imeis).toHaveCount(2);
    await expect(page.getByLabel(st(locale, 'itemImeiLabel'), { exact: true }).nth(1)).toHaveValue(phones[1].imei);
    await expectAccessibleWithoutScripts(browser, page, 'purchase details with its error');
    await page.getByLabel(st(locale, 'purchaseDateLabel'), { exact: true }).fill(locale === 'en-US' ? '11/01/2026' : '01/11/2026');
    await continueStep(page, locale);
    await expect(page).toHaveURL(new RegExp(`${site}/claim/upload$`));

    // The receipt: a file input posted as multipart.
    await page.getByLabel(st(locale, 'uploadProofOfPurchaseLabel'), { exact: true }).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
    await continueStep(page, locale);
    await expect(page).toHaveURL(new RegExp(`${site}/claim/personal-details$`));

    const email = `nojs.${Date.now()}@example.com`;
    await page.getByLabel(st(locale, 'personalTitleLabel'), { exact: true }).selectOption({ label: st(locale, 'personalTitleMs') });
    await page.getByLabel(st(locale, 'personalFirstNameLabel'), { exact: true }).fill('Grace');
    await page.getByLabel(st(locale, 'personalLastNameLabel'), { exact: true }).fill('Hopper');
    await page.getByLabel(st(locale, 'personalEmailLabel'), { exact: true }).fill(email);
    await page.getByLabel(st(locale, 'personalMobileLabel'), { exact: true }).fill(locale === 'en-US' ? '(201) 555-0123' : '085 123 4567');
    if (locale === 'en-US') {
      // "Enter the address yourself" asks the server for the address fields, keeping what was typed.
      await page.getByRole('button', { name: st(locale, 'addressLookupManualEntry') }).click();
      await expect(page.getByLabel(st(locale, 'personalFirstNameLabel'), { exact: true })).toHaveValue('Grace');
      await page.getByLabel(st(locale, 'personalAddress1Label'), { exact: true }).fill('350 Fifth Avenue');
      await page.getByLabel(st(locale, 'personalCityLabel'), { exact: true }).fill('New York');
      await page.getByLabel(st(locale, 'personalCountyLabel'), { exact: true }).fill('NY');
      await page.getByLabel(st(locale, 'personalPostCodeLabel'), { exact: true }).fill('10118');
    } else {
      // The address found by the server's lookup: the addresses as radios, one used, its fields filled.
      await page.getByRole('combobox', { name: st(locale, 'addressLookupLabel') }).fill('D02 XE80');
      await page.getByRole('button', { name: st(locale, 'addressLookupFind') }).click();
      await page.getByRole('radio', { name: /^12 Merrion Square/ }).check();
      await page.getByRole('button', { name: st(locale, 'addressLookupUse') }).click();
      await expect(page.getByLabel(st(locale, 'personalAddress1Label'), { exact: true })).toHaveValue('12 Merrion Square');
      await expect(page.getByLabel(st(locale, 'personalPostCodeLabel'), { exact: true })).toHaveValue('D02XE80'); // as the scripted lookup fills it: no spaces (spec)
      await expect(page.getByLabel(st(locale, 'personalFirstNameLabel'), { exact: true })).toHaveValue('Grace');
    }
    await continueStep(page, locale);
    await expect(page).toHaveURL(new RegExp(`${site}/claim/reward-details$`));

    if (locale === 'en-US') {
      await page.getByRole('radio', { name: st(locale, 'rewardMethodPaypal') }).check();
      await continueStep(page, locale);
      // Without scripts the PayPal address field shows once PayPal is chosen: asked for with the scripts' message.
      await expectServerErrorSummary(page, st(locale, 'errorsPayPalEmailEmpty'));
      await page.getByLabel(st(locale, 'rewardPayPalEmailLabel'), { exact: true }).fill(email);
    } else {
      // Bank transfer: its fields show once it is chosen, each asked for with the scripts' message.
      await page.getByRole('radio', { name: st(locale, 'rewardMethodBankTransfer') }).check();
      await continueStep(page, locale);
      await expect(page.getByRole('alert').filter({ has: page.getByRole('heading') })).toBeFocused();
      await page.getByLabel(st(locale, 'rewardBankCountryLabel')).selectOption({ label: st(locale, 'countryIE') });
      await page.getByLabel(st(locale, 'rewardBankAccountNameLabel'), { exact: true }).fill('Aoife Byrne');
      await page.getByLabel(st(locale, 'rewardBankIbanLabel'), { exact: true }).fill('IE29AIBK93115212345678');
      await page.getByLabel(st(locale, 'rewardBankSwiftLabel'), { exact: true }).fill('AIBKIE2D');
      await page.getByRole('radio', { name: st(locale, 'rewardBankLegalTypePrivate') }).check();
    }
    await continueStep(page, locale);

    await expect(page).toHaveURL(new RegExp(`${site}/claim/summary$`));
    await expect(page.getByText(email).first()).toBeVisible();
    await expect(page.getByText(locale === 'en-US' ? '350 Fifth Avenue' : '12 Merrion Square')).toBeVisible();
    await page.getByRole('button', { name: st(locale, 'summarySubmit') }).click();
    await expect(page).toHaveURL(new RegExp(`${site}/claim/confirmation$`));
    const reference = (await page.locator('.confirmation-panel__reference').innerText()).trim();
    expect(reference).toMatch(/^\d{3}-\d{3}-\d{3}$/);
    // The answers are gone from the server once sent: the flow starts afresh.
    await page.goto(`${site}/claim/summary`);
    await expect(page).toHaveURL(new RegExp(`${site}/claim/get-started$`));
  });
}
