/**
 * The studio's editing as a manager meets it (issue 29), against the real server on a server of its own (GOO00028 as
 * shipped): the wording search never takes away the text being typed, a change can be undone, the preview frame is
 * out of the tab order until entered and left with Escape, every control shows the focus ring when the keyboard
 * reaches it, the settings are grouped in a manager's words with dates picked as dates, and a copied promotion is
 * listed.
 */
import { ports } from '../../playwright.config';
import { expectAccessibleAtEveryWidth } from './axe';
import { expect, test, type Page } from './fixtures';
import { saved, settled, signInToStudio, useStudioServer } from './studioServer';

const publisher = 'publisher@example.com';
const { origin } = useStudioServer('studio-editing', ports.site + 8, { definitions: 'page-definitions/GOO00028', accounts: [{ email: publisher, role: 'publisher' }] });

async function openPromotion(page: Page, tab = 'settings') {
  await signInToStudio(page, origin, publisher);
  await page.getByRole('link', { name: 'GOO00028' }).click();
  await settled(page);
  if (tab !== 'settings') await page.getByRole('navigation', { name: 'Parts of the promotion' }).getByRole('link', { name: tab }).click();
}

const storedDraft = (page: Page) => page.evaluate(async () => (await (await fetch('/studio/api/promotions/GOO00028/draft')).json()) as { files: Record<string, Record<string, any>> });

/**
 * Walks the page with Tab from `start` for at most `presses` keys, and names each control the keyboard reached that
 * did not show the studio's focus ring (the yellow outline and the black ring around it).
 */
async function controlsWithoutRing(page: Page, presses: number) {
  const missing: string[] = [];
  let reached = 0;
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return undefined;
      // A frame shows the ring on its border (the page inside has rings of its own).
      const ringed = element.tagName === 'IFRAME' ? element.parentElement! : element;
      const style = getComputedStyle(ringed);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 3 && style.outlineColor === 'rgb(255, 221, 0)';
      const ring = /rgb\(11, 12, 12\) 0px 0px 0px 5px/.test(style.boxShadow);
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      return { name, shows: outline && ring, inMain: !!element.closest('main') };
    });
    if (!focused) break;
    reached++;
    if (!focused.shows) missing.push(focused.name);
  }
  return { missing, reached };
}

test('the wording search keeps the row and its focus while typing, and the last saves can be undone', async ({ page }) => {
  test.setTimeout(120_000);
  await openPromotion(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('no draft yet: showing the live version');
  await page.getByRole('link', { name: 'Wording' }).click();
  await page.getByLabel('Search aliases and wording').fill('Get a free gift');
  await expect(page.getByText('1 alias', { exact: true })).toBeVisible();
  const field = page.getByLabel('homeHeroTitle in en-GB');
  await field.selectText();
  // Ten keys, one at a time as a person types, each one a chance for the row to go.
  for (const key of 'Claim now!') {
    await page.keyboard.type(key);
    await expect(field).toBeFocused();
    await expect(page.getByText('1 alias', { exact: true })).toBeVisible();
  }
  await expect(field).toHaveValue('Claim now!');
  await saved(page);
  expect((await storedDraft(page)).files['content/en-GB.json'].homeHeroTitle).toBe('Claim now!');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/draft [0-9a-f]{12}$/);
  await expectAccessibleAtEveryWidth(page, 'wording, edited');

  // Undone by keyboard: the text as it was, saved as the draft.
  await page.getByRole('button', { name: 'Undo the last change' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Undone: homeHeroTitle in en-GB. Saved as the draft.')).toBeVisible();
  await expect(field).toHaveValue('Get a free gift with your new Pixel');
  await settled(page);
  expect((await storedDraft(page)).files['content/en-GB.json'].homeHeroTitle).toBe('Get a free gift with your new Pixel');
});

test('the preview frame is out of the tab order until entered, and Escape leaves it', async ({ page }) => {
  test.setTimeout(120_000);
  await openPromotion(page, 'Preview');
  await page.getByRole('button', { name: 'Open the preview' }).click();
  const frame = page.frameLocator('iframe[title^="Preview of GOO00028"]');
  await expect(frame.getByText('Preview, not live')).toBeVisible();
  const enter = page.getByRole('button', { name: 'Use the preview by keyboard' });
  await expect(page.getByText('Tab goes past the preview. This button moves into it; Escape there brings you back here.')).toBeVisible();

  // From the button, Tab leaves the page's controls (the frame is skipped): nothing inside it gets focus.
  await enter.focus();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME');
  }

  // Entered: the keyboard is in the site, a hint says how to leave, and Escape comes back in one key.
  await enter.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You are in the preview: press Escape to leave it.')).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
  await page.keyboard.press('Tab');
  expect(await page.frames()[1].evaluate(() => document.activeElement?.tagName)).toMatch(/^(A|BUTTON|INPUT)$/);
  await expectAccessibleAtEveryWidth(page, 'preview, entered');
  await page.keyboard.press('Escape');
  await expect(enter).toBeFocused();
  await expect(page.getByText('Tab goes past the preview. This button moves into it; Escape there brings you back here.')).toBeVisible();

  // A page of the site reached by clicking in the frame: the keyboard stays in it, and Escape still leaves.
  const home = page.frames()[1].url();
  await frame.getByRole('main').getByRole('link').first().click();
  await expect.poll(() => page.frames()[1].url()).not.toBe(home);
  await expect(frame.getByText('Preview, not live')).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
  await page.keyboard.press('Escape');
  await expect(enter).toBeFocused();
});

test('every control of every tab shows the focus ring when the keyboard reaches it', async ({ page }) => {
  test.setTimeout(180_000);
  await openPromotion(page);
  const tabs = ['Settings', 'Catalogue', 'Steps', 'Wording', 'JSON', 'Preview', 'Publish'];
  const missing: string[] = [];
  for (const tab of tabs) {
    await page.getByRole('navigation', { name: 'Parts of the promotion' }).getByRole('link', { name: tab }).click();
    if (tab === 'Wording') await page.getByLabel('Search aliases and wording').fill('homeHero');
    if (tab === 'Preview') {
      await page.getByRole('button', { name: 'Open the preview' }).click();
      await expect(page.frameLocator('iframe').getByText('Preview, not live')).toBeVisible();
    }
    if (tab === 'Settings' && (await page.getByText('Advanced: what developers set').count())) await page.getByText('Advanced: what developers set').click();
    await page.locator('#main').focus();
    const walk = await controlsWithoutRing(page, 400);
    expect(walk.reached, tab).toBeGreaterThan(5);
    missing.push(...walk.missing.map((control) => `${tab}: ${control}`));
  }
  await page.getByRole('link', { name: 'All promotions' }).click();
  await page.locator('#main').focus();
  missing.push(...(await controlsWithoutRing(page, 40)).missing.map((control) => `Promotions: ${control}`));
  expect(missing, 'controls without the focus ring').toEqual([]);
});

test("the settings are grouped in a manager's words, dates picked as dates, the technical ones under Advanced", async ({ page }) => {
  await openPromotion(page);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Dates', 'Who qualifies', 'Rewards', 'Languages and countries', 'Switches', 'After a claim', 'Keeping personal data']);
  await expect(page.getByRole('region', { name: 'Keeping personal data' })).toContainText("erased 180 days after their claim's last change once it is closed");
  await expect(page.getByTestId('dates-today')).toContainText('in Europe/London');
  await expectAccessibleAtEveryWidth(page, 'settings');
  const purchasesUntil = page.getByRole('group', { name: 'Products bought' }).getByLabel('Until');
  await expect(purchasesUntil).toHaveAttribute('type', 'date');
  await purchasesUntil.fill('2031-01-31');
  await saved(page);
  expect((await storedDraft(page)).files['catalogue.json'].purchaseWindow).toEqual({ start: '2022-10-06', end: '2031-01-31' });

  await page.getByText('Advanced: what developers set').click();
  await expect(page.getByRole('textbox', { name: /promotion code|schema version/i })).toHaveCount(0);
  await expectAccessibleAtEveryWidth(page, 'settings, advanced');
});

test('a copy is listed as stored, not served yet', async ({ page }) => {
  await openPromotion(page);
  await page.getByRole('link', { name: 'All promotions' }).click();
  await page.getByLabel('New code').fill('TST00077');
  await page.getByLabel('New address').fill('/copied');
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText(/^TST00077 stored\./)).toBeVisible();
  const row = page.getByRole('row', { name: /TST00077/ });
  await expect(row).toContainText('Stored, not served yet');
  await expect(row).toContainText('/copied');
  await expectAccessibleAtEveryWidth(page, 'promotions with a copy');
});
