import { test as base, type BrowserContext, type ConsoleMessage } from '@playwright/test';

export { expect } from '@playwright/test';
export type * from '@playwright/test';

/** What Chromium logs when the Content-Security-Policy or Trusted Types refuse something. */
const POLICY_VIOLATION = /Content Security Policy|Trusted ?Type|TrustedHTML|TrustedScript/i;
/** What the site logs (src/app/main.tsx) when a page the server rendered differs from the browser's first render. */
const HYDRATION_MISMATCH = /Hydration mismatch/;

/**
 * Every journey runs under the site's CSP (strict: no inline script or style, Trusted Types required): a test
 * fails when the browser refused anything under it, in its own page or in any context the test opens. It also
 * fails when a page the server rendered did not hydrate as it was (server and browser rendered differently).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  /**
   * Server-rendered pages are visible before they are interactive: after goto and reload, a test acts once the
   * site says it is ready (`<html data-site-ready>`, set when it has hydrated or rendered), as a person would after
   * the page has settled. A page that never gets there (a start-failure screen) is left to the test's own checks.
   */
  page: async ({ page }, use) => {
    const ready = () => page.locator('html[data-site-ready]').waitFor({ state: 'attached', timeout: 10_000 }).catch(() => undefined);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await use(page);
  },
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      const listen = (ctx: BrowserContext) =>
        ctx.on('console', (message: ConsoleMessage) => {
          if (POLICY_VIOLATION.test(message.text()) || HYDRATION_MISMATCH.test(message.text())) violations.push(message.text());
        });
      listen(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const opened = await newContext(...args);
        listen(opened);
        return opened;
      };
      await use(violations);
      browser.newContext = newContext;
      if (violations.length) throw new Error(`The page broke its Content-Security-Policy or did not hydrate:\n${violations.join('\n')}`);
    },
    { auto: true },
  ],
});
