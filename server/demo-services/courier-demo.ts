import type { FastifyInstance } from 'fastify';

/** Where the reference server serves its stand-in courier script. */
export const COURIER_DEMO_PATH = '/courier-demo/label.js';

/**
 * A stand-in for a courier's label script, for local use and tests: no personal data, no eval, no inline
 * markup. When it runs it marks the page (`<html data-courier-script="loaded">`) and dispatches
 * `courier-script-loaded` on window (detail.src: the script's own address), so a test can tell it ran.
 */
export const COURIER_DEMO_SCRIPT = `/* Demo courier script of the reference promotion server (stands in for a courier's label script). */
(function () {
  'use strict';
  var script = document.currentScript;
  document.documentElement.dataset.courierScript = 'loaded';
  window.dispatchEvent(new CustomEvent('courier-script-loaded', { detail: { src: script ? script.src : null } }));
})();
`;

/**
 * GET /courier-demo/label.js. A site on 127.0.0.1:<port> loads it as http://localhost:<port>/courier-demo/label.js,
 * another origin, as it would a courier's host; it may be fetched cross-origin (also with crossorigin="anonymous").
 */
export function registerCourierDemo(app: FastifyInstance): void {
  serveThirdPartyScript(app, COURIER_DEMO_PATH, COURIER_DEMO_SCRIPT);
}

/** A script a site loads from another origin (a stand-in for a courier's or a provider's host). */
export function serveThirdPartyScript(app: FastifyInstance, path: string, script: string): void {
  app.get(path, async (_request, reply) => {
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    return script;
  });
}
