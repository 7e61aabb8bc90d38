import type { PromotionApi } from '../api/client';
import { usage, type UsageEvent } from '../engine/usage';

/**
 * Sends what the engine counts (src/engine/usage.ts) to POST /usage-events: batched (a few seconds after the last
 * event, or at once when the page is hidden or closed), with keepalive so a batch sent as the page goes still
 * arrives, with no cookie and nothing but the locale, the version and the events' names. A batch that fails is
 * dropped: counting must never disturb the customer.
 */
export function sendUsage(api: PromotionApi, locale: string, version: string | undefined) {
  let batch: UsageEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!batch.length) return;
    const events = batch;
    batch = [];
    api.POST('/usage-events', { body: { locale, ...(version ? { version } : {}), events }, keepalive: true, credentials: 'omit' }).catch(() => undefined);
  };
  usage.listen((event) => {
    if (batch.push(event) >= 100) send();
    else timer ??= setTimeout(send, 2000);
  });
  addEventListener('pagehide', send);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
}
