import type { SiteDefinitions } from '../../core/engine/siteDefinitions';
import { trustedScriptUrl } from '../widgets/_shared/trustedScriptUrl';

export type FraudScreeningConfig = NonNullable<SiteDefinitions['promotion']['fraudScreening']>;

/** The provider script's address: scriptUrl with the organisation id and the visitor id as session id (spec section 6). */
export function fraudScreeningScriptUrl(config: FraudScreeningConfig, visitorId: string): string {
  const url = new URL(config.scriptUrl);
  url.search = new URLSearchParams({ org_id: config.organisationId, session_id: visitorId }).toString();
  return url.toString();
}

let loaded = false;

/**
 * Loads the threat-detection script of the configured provider, once per page load and only with a visitor id;
 * none configured → nothing loads. An external script element (never inline code), allowed by the site's CSP.
 * A provider that fails to load only weakens fraud screening: the claim still works.
 */
export function loadFraudScreening(config: FraudScreeningConfig | undefined, visitorId: string | undefined, doc: Document = document): void {
  if (!config || !visitorId || loaded) return;
  loaded = true;
  const script = doc.createElement('script');
  script.src = trustedScriptUrl(fraudScreeningScriptUrl(config, visitorId));
  script.async = true;
  script.dataset.fraudScreening = '';
  doc.head.append(script);
}
