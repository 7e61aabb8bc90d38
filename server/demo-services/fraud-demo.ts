import type { FastifyInstance } from 'fastify';
import { serveThirdPartyScript } from './courier-demo';

/** Where the reference server serves its stand-in fraud-screening (threat-detection) script. */
export const FRAUD_DEMO_PATH = '/fraud-demo/tags.js';

/**
 * A stand-in for a threat-detection provider's script, for local use and tests: no eval, no inline markup, no
 * network calls. When it runs it records what it was called with on the page,
 * `<html data-fraud-screening="org=<org_id>;session=<session_id>">`, and dispatches `fraud-screening-loaded`
 * on window (detail: { orgId, sessionId }), so a test can tell it ran and with which ids.
 */
export const FRAUD_DEMO_SCRIPT = `/* Demo fraud-screening script of the reference promotion server (stands in for a provider's tags.js). */
(function () {
  'use strict';
  var script = document.currentScript;
  var params = script && script.src ? new URL(script.src).searchParams : new URLSearchParams();
  var orgId = params.get('org_id') || '';
  var sessionId = params.get('session_id') || '';
  document.documentElement.dataset.fraudScreening = 'org=' + orgId + ';session=' + sessionId;
  window.dispatchEvent(new CustomEvent('fraud-screening-loaded', { detail: { orgId: orgId, sessionId: sessionId } }));
})();
`;

/**
 * GET /fraud-demo/tags.js. A site on 127.0.0.1:<port> configured with scriptUrl
 * http://localhost:<port>/fraud-demo/tags.js loads it from another origin, as it would a provider's host.
 */
export function registerFraudDemo(app: FastifyInstance): void {
  serveThirdPartyScript(app, FRAUD_DEMO_PATH, FRAUD_DEMO_SCRIPT);
}
