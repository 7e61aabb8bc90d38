import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The policy's directives; script-src gains the promotion's courier hosts on site pages only. */
const DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data:"],
  ['connect-src', "'self'"],
  ['frame-ancestors', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['object-src', "'none'"],
  // Every string that becomes script (innerHTML, script.src) goes through a named policy: site-content for wording
  // the server sanitised into the page (src/content/serverSanitizedHtml.ts), DOMPurify's for wording sanitised in
  // the browser, script-url for the courier and fraud-screening scripts (src/widgets/_shared/trustedScriptUrl.ts).
  ['require-trusted-types-for', "'script'"],
  ['trusted-types', 'site-content dompurify script-url'],
];

/** The CSP hash source ('sha256-…') that allows exactly this inline script or style. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** A CSP host source: scheme://host[:port|:*], nothing that could end the directive or add a keyword. */
const HOST_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:([0-9]{1,5}|\*))?$/;

/**
 * The Content-Security-Policy; `courierHosts` (promotion.json myClaim.courierHosts, already checked as origins)
 * and `fraudScreeningOrigin` (the origin of promotion.json fraudScreening.scriptUrl, when configured) are added
 * to script-src and nowhere else, so a consignment's courier script and the threat-detection script may load.
 * `inlineScripts`: hash sources ('sha256-…') of the exact inline scripts a page carries (the site pages' start
 * script), also script-src only; `inlineStyles`: those of its exact inline stylesheets (a rendered page's), style-src only.
 */
export function contentSecurityPolicy(
  courierHosts: readonly string[] = [],
  fraudScreeningOrigin?: string,
  inlineScripts: readonly string[] = [],
  inlineStyles: readonly string[] = [],
): string {
  for (const host of courierHosts) {
    if (!HOST_SOURCE.test(host)) throw new Error(`courier host ${JSON.stringify(host)} is not an origin and cannot go into the CSP`);
  }
  if (fraudScreeningOrigin !== undefined && !HOST_SOURCE.test(fraudScreeningOrigin)) {
    throw new Error(`fraud-screening origin ${JSON.stringify(fraudScreeningOrigin)} is not an origin and cannot go into the CSP`);
  }
  for (const source of [...inlineScripts, ...inlineStyles]) {
    if (!/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)) throw new Error(`${JSON.stringify(source)} is not a hash source`);
  }
  const scriptHosts = new Set([...inlineScripts, ...courierHosts, ...(fraudScreeningOrigin ? [fraudScreeningOrigin] : [])]);
  return DIRECTIVES.map(([name, value]) => {
    const sources = name === 'script-src' ? [value, ...scriptHosts].join(' ') : name === 'style-src' ? [value, ...inlineStyles].join(' ') : value;
    return `${name} ${sources}`;
  }).join('; ');
}

/** The policy of every answer that is not a site page (API, health, assets, courier demo script). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};
const API_HEADERS: Readonly<Record<string, string>> = { ...HEADERS, 'Cache-Control': 'no-store' };

/**
 * The policy of a script, stylesheet or raster image: nothing may load from it and nothing may frame it. A script or
 * stylesheet only ever runs inside the site's pages, under the page's own policy, referrer policy and framing rules (a
 * module's imports follow the page's referrer policy when the module names none); an icon or photo runs nothing. The
 * document's headers would protect nothing here, and on HTTP/1.1 each of a claim step's dozen files would carry them
 * again, about 0.4 kB each that a slow phone waits for before the page is ready. (An SVG can hold script: it keeps
 * the document's policy.)
 */
export const SUBRESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";
const SUBRESOURCE_TYPE = /^(?:(?:text|application)\/(?:javascript|css)|image\/(?!svg)[\w.+-]+)(?:;|$)/;

/**
 * Security headers on every answer; API answers are never cached. Site pages replace the CSP (see site.ts);
 * scripts, stylesheets and raster images keep only what applies to them (SUBRESOURCE_POLICY).
 */
export function registerSecurityHeaders(app: FastifyInstance, apiPrefix: string): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`) || request.url.startsWith(`${apiPrefix}?`) ? API_HEADERS : HEADERS);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (SUBRESOURCE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.header('Content-Security-Policy', SUBRESOURCE_POLICY).removeHeader('X-Frame-Options').removeHeader('Referrer-Policy');
    }
    done(null, payload);
  });
}

/**
 * How the build's hashed files are served (@fastify/static): a new build names them anew, so each is cached for a
 * year as it is, without the validators (ETag, Last-Modified) or ranges nobody asks of such a file.
 */
export const HASHED_ASSETS = { decorateReply: false, immutable: true, maxAge: '365d', etag: false, lastModified: false, acceptRanges: false, index: false, wildcard: true, preCompressed: true } as const;

/**
 * What every HTML answer adds: no powerful feature the site does not use (a page that needs one would name it
 * here), and a browsing context and resources of its own (no cross-origin window keeps a handle on a claim page, no
 * other site embeds its answers).
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
