import { useEffect } from 'react';
import { trustedScriptUrl } from '../_shared/trustedScriptUrl';
import { isCourierUrlAllowed, originForLog } from '../../../core/rules/myClaimRules';

/** Courier script URLs already handled in this page load (loaded or refused): each only once, whatever re-renders. */
const handled = new Set<string>();

/** Forget what was handled (tests only). */
export function resetCourierScripts(): void {
  handled.clear();
}

/**
 * Loads the courier scripts of 'script' consignments after render, once per URL: a <script src> appended to the
 * document head, only when the URL's origin is one of the promotion's courier hosts (which the CSP allows too).
 * Any other URL is refused and logged with its origin only (never the path, query or anything of the claim).
 */
export function useCourierScripts(urls: readonly string[], courierHosts: readonly string[]): void {
  const key = urls.join('\n');
  useEffect(() => {
    for (const url of key ? key.split('\n') : []) {
      if (handled.has(url)) continue;
      handled.add(url);
      if (!isCourierUrlAllowed(url, courierHosts)) {
        console.warn(`Courier script refused: ${originForLog(url)} is not a configured courier host`);
        continue;
      }
      const script = document.createElement('script');
      script.src = trustedScriptUrl(url);
      script.async = true;
      script.referrerPolicy = 'no-referrer';
      script.dataset.courierScript = '';
      script.addEventListener('error', () => console.warn(`Courier script from ${originForLog(url)} failed to load`));
      document.head.appendChild(script);
    }
  }, [key, courierHosts]);
}
