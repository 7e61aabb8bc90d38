import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, the level the site is held to. */
export const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe finds no WCAG 2.2 AA violation on the page as it is. Checked from the top of the page: on wide screens the
 * header stays on top, and axe would count a link scrolled under it as a target too small to hit (which, covered,
 * it is not offered as); focus never goes there (scroll-padding keeps focused elements below the header).
 */
export async function expectNoViolations(page: Page, state?: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), state).toEqual([]);
}
