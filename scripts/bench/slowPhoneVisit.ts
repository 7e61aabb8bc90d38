import { draftCookieName } from '../../core/state/draftPresence';
import { storageKeys } from '../../core/state/storageKeys';
import { openDevtoolsPage, type DevtoolsPage } from './devtoolsPipe';

/**
 * One visit of a slow phone to an address, as `npm run bench:ready` and `npm run bench:ab` make it: a fresh Debian
 * Chromium (no cache, no storage but the claim draft a step needs) driven through the bare DevTools protocol
 * (./devtoolsPipe.ts: nothing a visitor's browser does not do), a 412 px wide viewport, a slow connection and a 4x
 * slower CPU.
 */
export const SLOW_PHONE = 'Slow phone: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU, 412 px';

export interface Target {
  url: string;
  /** A draft that opens the step (claim steps past the first), stored as the browser would. */
  draft?: { code: string; promotionId: string; locale: string };
}

const goo = (url: string, draft = false): Target => ({ url: `/2022launch${url}`, ...(draft ? { draft: { code: 'GOO00028', promotionId: 'GOO00028-GB', locale: 'en-GB' } } : {}) });
const aur = (url: string, draft = false): Target => ({ url: `/summerswitch${url}`, ...(draft ? { draft: { code: 'AUR00031', promotionId: 'AUR00031-US', locale: 'en-US' } } : {}) });

/** The pages and claim steps both promotions' customers open first, a step past the first with its draft. */
export const TARGETS: Target[] = [
  ...['/', '/how-it-works', '/qualifying', '/support', '/track-claim', '/support/contact'].map((url) => goo(url)),
  goo('/claim/get-started'),
  ...['purchase-details', 'personal-details', 'reward-details'].map((step) => goo(`/claim/${step}`, true)),
  aur('/'),
  aur('/claim/get-started'),
  ...['eligibility', 'purchase-details'].map((step) => aur(`/claim/${step}`, true)),
];

/** `TARGETS` named by `urls` (all of them when none is named); an address that is not one of them is refused. */
export function targetsNamed(urls: readonly string[]): Target[] {
  const unknown = urls.filter((url) => !TARGETS.some((target) => target.url === url));
  if (unknown.length) throw new Error(`not a measured address: ${unknown.join(', ')} (one of ${TARGETS.map((target) => target.url).join(', ')})`);
  return urls.length ? TARGETS.filter((target) => urls.includes(target.url)) : TARGETS;
}

export interface Figures {
  fcp: number;
  heading: number;
  control: number;
  ready: number;
  load: number;
  longestTask: number;
  longestScript: number;
}

/**
 * Installed before the page's own scripts (plain JavaScript, as the page runs it): when the heading and the first
 * control became visible, when the site was ready, the longest task until then and the longest script run (Long
 * Animation Frames' script entries).
 */
const OBSERVE = `
  const marks = { heading: NaN, control: NaN, ready: NaN, longestTask: 0, longestScript: 0 };
  window.__bench = marks;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (Number.isNaN(marks.ready)) marks.longestTask = Math.max(marks.longestTask, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    marks.longestTask = NaN;
  }
  try {
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries()) {
        if (Number.isNaN(marks.ready)) for (const script of frame.scripts) marks.longestScript = Math.max(marks.longestScript, script.duration);
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    marks.longestScript = NaN;
  }
  const visible = (selector) => {
    const element = document.querySelector(selector);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  // Ready: the first moment input can be handled once the page says its handlers are attached (<html
  // data-site-ready>), that is when a task of input's priority (user-blocking) runs after the mark. Seen at once (a
  // mutation observer), not by the 10 ms poll below: a timer waits behind the page's other tasks, input does not.
  let readySeen = false;
  const onReady = () => {
    if (readySeen || !document.documentElement?.hasAttribute('data-site-ready')) return;
    readySeen = true;
    const done = () => {
      marks.ready = performance.now();
    };
    if (globalThis.scheduler?.postTask) scheduler.postTask(done, { priority: 'user-blocking' });
    else {
      const channel = new MessageChannel();
      channel.port1.onmessage = done;
      channel.port2.postMessage(0);
    }
  };
  new MutationObserver(onReady).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-site-ready'] });
  const timer = setInterval(() => {
    const now = performance.now();
    if (Number.isNaN(marks.heading) && visible('main h1')) marks.heading = now;
    if (Number.isNaN(marks.control) && visible('main input:not([type="hidden"]), main select, main textarea, main button, main a[href]')) marks.control = now;
    onReady();
    if (!Number.isNaN(marks.heading) && !Number.isNaN(marks.control) && !Number.isNaN(marks.ready)) clearInterval(timer);
  }, 10);
`;

/** What the page measured, read once it is ready (evaluated in the page: plain JavaScript). */
const FIGURES = `(() => {
  const marks = window.__bench;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
  const navigation = performance.getEntriesByType('navigation')[0];
  // An element has a box as soon as it is parsed, before the page's first paint: it is seen no sooner than that.
  const painted = Number.isFinite(fcp) ? fcp : 0;
  return { fcp, heading: Math.max(marks.heading, painted), control: Math.max(marks.control, painted), ready: marks.ready, load: navigation?.loadEventEnd ?? NaN, longestTask: marks.longestTask, longestScript: marks.longestScript };
})()`;

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-extensions', '--hide-scrollbars', '--mute-audio', '--disable-features=PaintHolding'];

/** A fresh Chromium page on the slow phone: its connection, CPU, screen and touch. */
export async function openSlowPhone(): Promise<DevtoolsPage> {
  const page = await openDevtoolsPage(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', CHROMIUM_ARGS);
  await page.send('Network.enable');
  await page.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await page.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.send('Emulation.setDeviceMetricsOverride', { width: 412, height: 915, deviceScaleFactor: 2.625, mobile: true });
  await page.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await page.send('Page.enable');
  return page;
}

/** The session-storage key of the target's draft (the claim flow's), as the site stores it. */
const draftKeyOf = ({ promotionId, locale }: NonNullable<Target['draft']>) => storageKeys.flowDraft(promotionId, 'claim', locale);

/** The name of the cookie that says the browser holds the target's draft ('' without one). */
const draftCookieOf = (target: Target) => (target.draft ? draftCookieName(draftKeyOf(target.draft)) : '');

/** One fresh visit of `origin` + `target.url` on the slow phone, and what it measured once the site was ready. */
export async function visitOnSlowPhone(origin: string, target: Target): Promise<Figures> {
  const page = await openSlowPhone();
  try {
    if (target.draft) {
      const { code, locale } = target.draft;
      const draft = { version: 1, values: { unlockedSteps: 9, claimType: 'PERSONAL', checklist1: true, eligibilityConfirmed: true } };
      // The cookie the site sets beside a stored draft (core/state/draftPresence.ts): the server paints the step.
      await page.send('Network.setCookie', { name: draftCookieOf(target), value: '1', url: origin });
      const store = (key: string, value: string) => `window.sessionStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`;
      await page.send('Page.addScriptToEvaluateOnNewDocument', { source: store(storageKeys.sessionLocale(code), locale) + store(draftKeyOf(target.draft), JSON.stringify(draft)) });
    }
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVE });
    const loaded = page.once('Page.loadEventFired');
    await page.send('Page.navigate', { url: `${origin}${target.url}` });
    await loaded;
    // Ready is what every page reaches; a page without a control (a table of products) reports none. The page notes
    // the time itself: asking every 250 ms only finds out that it has.
    const evaluate = async <T>(expression: string) =>
      (await page.send<{ result: { value: T } }>('Runtime.evaluate', { expression, returnByValue: true })).result.value;
    const deadline = Date.now() + 60_000;
    while (!(await evaluate<boolean>('!Number.isNaN(window.__bench.ready)'))) {
      if (Date.now() > deadline) throw new Error(`${target.url} was not ready within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    return await evaluate<Figures>(FIGURES);
  } finally {
    await page.close();
  }
}

/**
 * A server in production has long been running: each address is asked for once first, so that no measured visit
 * meets a render's first run (300 ms for a claim step's, 20 ms after).
 */
export async function warmUp(origin: string, targets: readonly Target[]): Promise<void> {
  for (const target of targets) {
    const cookie = draftCookieOf(target);
    await (await fetch(`${origin}${target.url}`, { headers: cookie ? { cookie: `${cookie}=1` } : {} })).text();
  }
}
