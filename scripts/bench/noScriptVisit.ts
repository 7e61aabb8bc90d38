import { MIRROR_HEADER } from '../../core/engine/flow/draftMirror';
import { openSlowPhone, type Target } from './slowPhoneVisit';

/** What a visit without scripts measures: first contentful paint, and when the page could be used (its form sent). */
export interface NoScriptFigures {
  fcp: number;
  /**
   * Usable: the page painted (FCP) with its whole HTML parsed (domInteractive), so its links, its first control and
   * its Continue are on screen and a press follows the link or posts the form to the server; nothing else is waited
   * for without scripts.
   */
  usable: number;
}

/**
 * A server-side draft that opens the target's step, as a browser without scripts holds it (its session cookie): the
 * answers the scripted visit's browser draft holds, kept by the server as scripts mirror them.
 */
async function serverDraftCookie(origin: string, target: Target): Promise<string | undefined> {
  if (!target.draft) return undefined;
  const values = { unlockedSteps: 9, claimType: 'PERSONAL', checklist1: true, eligibilityConfirmed: true };
  const answer = await fetch(`${origin}${target.url}`, { method: 'POST', headers: { 'content-type': 'application/json', [MIRROR_HEADER]: '1' }, body: JSON.stringify({ values }) });
  if (answer.status !== 204) throw new Error(`${target.url}: the server kept no draft (${answer.status})`);
  return /claim-form=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
}

/** One fresh visit of the slow phone with JavaScript disabled (the page's scripts never run). */
export async function visitWithoutScripts(origin: string, target: Target): Promise<NoScriptFigures> {
  const session = await serverDraftCookie(origin, target);
  const page = await openSlowPhone();
  try {
    await page.send('Emulation.setScriptExecutionDisabled', { value: true });
    if (session) await page.send('Network.setCookie', { name: 'claim-form', value: session, url: origin });
    const loaded = page.once('Page.loadEventFired');
    await page.send('Page.navigate', { url: `${origin}${target.url}` });
    await loaded;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const expression = `(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const parsed = performance.getEntriesByType('navigation')[0]?.domInteractive ?? NaN;
      return { fcp, usable: Math.max(fcp, parsed) };
    })()`;
    return (await page.send<{ result: { value: NoScriptFigures } }>('Runtime.evaluate', { expression, returnByValue: true })).result.value;
  } finally {
    await page.close();
  }
}
