import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Browser, type Page } from '@playwright/test';

/** WCAG 2.2 AA, the level the site is held to. */
export const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The screens a page is checked on: WCAG's reflow width (320 CSS px), a common phone (390 x 844) and a desktop. */
export const screens = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
] as const;

/** The axe-core that @axe-core/playwright (the project's dependency) runs, as the script it puts into pages. */
const axeSource = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What axe finds against WCAG 2.2 AA on the page as it is, one line per rule (`rule: targets`). axe is put into the
 * page (and its frames) once per document and run there, so a page checked at several widths pays for it once (a
 * third of the time of AxeBuilder's runs, which inject it and finish each run in a new page). Checked from the top
 * of the page: on wide screens the header stays on top, and axe would count a link scrolled under it as a target too
 * small to hit (which, covered, it is not offered as); focus never goes there (scroll-padding keeps focused elements
 * below the header).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window).catch(() => true))) await frame.evaluate(axeSource).catch(() => undefined);
  }
  return page.evaluate(async (tags) => {
    const { violations } = await (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, wcag);
}

/** How many CSS pixels the page is wider than the screen (0 when it fits: nothing to scroll sideways). */
export async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * The innermost elements that reach past the screen's right edge (what to fix when the page is too wide), at most 3;
 * not those a scrolling box between them and the page keeps inside it (its scrolling, not the page's).
 */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible' && box.getBoundingClientRect().right <= window.innerWidth + 0.5) return true;
      }
      return false;
    };
    const past = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(element));
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    const name = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}`;
    return innermost.slice(0, 3).map((element) => `${element.parentElement ? `${name(element.parentElement)} > ` : ''}${name(element)} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

/** axe finds no WCAG 2.2 AA violation on the page as it is, at the screen size it has. */
export async function expectNoViolations(page: Page, state?: string) {
  expect(await axeViolations(page), state).toEqual([]);
}

/**
 * The page as it is, resized through 320, 390 and 1280 px wide (the same page: what the test did to reach this state
 * stays), is free of WCAG 2.2 AA violations and no wider than the screen at each; then back to its own size. Every
 * width's findings are reported together.
 */
export async function expectAccessibleAtEveryWidth(page: Page, state = 'page') {
  const own = page.viewportSize();
  const findings: string[] = [];
  for (const screen of screens) {
    await page.setViewportSize(screen);
    // One frame, so the new width's layout is the one measured.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    const wider = await pageOverflow(page);
    if (wider > 0) findings.push(`${screen.width} px: the page is ${wider} px wider than the screen (${(await overflowingElements(page)).join(', ')})`);
    for (const violation of await axeViolations(page)) findings.push(`${screen.width} px: ${violation}`);
  }
  if (own) await page.setViewportSize(own);
  expect(findings, `${state} at ${screens.map((s) => s.width).join(', ')} px wide`).toEqual([]);
}

/**
 * axe on a page exactly as it is without scripts: its HTML, scripts taken out, shown at its address in a context
 * where axe itself can run (JavaScript disabled runs no script, axe's neither).
 */
export async function expectAccessibleWithoutScripts(browser: Browser, page: Page, state: string) {
  const html = (await page.content()).replace(/<script\b(?![^>]*application\/json)[^>]*>[\s\S]*?<\/script>/g, '');
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const checker = await context.newPage();
    await checker.route('**/*.js', (route) => route.abort());
    await checker.route(page.url(), (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
    await checker.goto(page.url());
    expect(await axeViolations(checker), state).toEqual([]);
  } finally {
    await context.close();
  }
}
