import type { PromotionApi } from '../api/client';
import type { ClientFailure } from '../engine/clientFailures';

interface Where {
  promotionId: string;
  locale: string;
  sitePath: string;
}

/** The build this page belongs to: the entry script's hashed file name (index-B2x9QfZk.js; main.tsx in development). */
const release = () => new URL(import.meta.url).pathname.split('/').pop() || 'unknown';

/** The address within the site, only when it is plain lower-case words (never a query, a reference or a name). */
function pageOf(sitePath: string): string | undefined {
  const path = window.location.pathname.startsWith(sitePath) ? window.location.pathname.slice(sitePath.length) : '';
  const page = path.replace(/^\/+|\/+$/g, '');
  return /^[a-z/-]{0,100}$/.test(page) ? page : undefined;
}

/**
 * Sends client failures to POST /client-report, each kind and detail once per page load, and never anything
 * about the customer: no draft values, e-mail or reference. keepalive lets a report made just before a reload
 * (a stale build) still arrive. A report that fails is dropped: reporting must never disturb the customer.
 */
export function createClientReporter(api: PromotionApi, where: Where): (failure: ClientFailure) => void {
  const sent = new Set<string>();
  return (failure) => {
    const key = `${failure.kind}:${failure.detail}`;
    if (sent.has(key)) return;
    sent.add(key);
    const asset = failure.asset && /^[A-Za-z0-9._-]{1,100}$/.test(failure.asset) ? failure.asset : undefined;
    const page = pageOf(where.sitePath);
    api
      .POST('/client-report', {
        body: {
          promotion_id: where.promotionId,
          locale: where.locale,
          kind: failure.kind,
          detail: failure.detail,
          release: release(),
          ...(asset ? { asset } : {}),
          ...(page !== undefined ? { page } : {}),
        },
        keepalive: true,
      })
      .catch(() => undefined);
  };
}
