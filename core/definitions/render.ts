import type { PromotionConfig, SiteDefinitions } from './types';

/** The served locale whose sitePath is the longest prefix of `urlPath`; else defaultLocale. */
export function pickLocale(promotion: PromotionConfig, urlPath: string): string {
  const pathname = urlPath.split(/[?#]/)[0];
  let best: { locale: string; length: number } | undefined;
  for (const [locale, info] of Object.entries(promotion.locales ?? {})) {
    const sitePath = info.sitePath?.replace(/\/$/, '');
    if (!sitePath || !(pathname === sitePath || pathname.startsWith(`${sitePath}/`))) continue;
    if (!best || sitePath.length > best.length) best = { locale, length: sitePath.length };
  }
  return best?.locale ?? promotion.defaultLocale;
}

/**
 * What a locale's pages carry as their definitions: `{ locale, ...definitions }`, and the name of the locale's
 * country in its language, made here (a phone's first Intl.DisplayNames takes about 70 ms before a step is ready).
 */
export function inlinedDefinitions(definitions: SiteDefinitions, locale: string) {
  const country = definitions.promotion.locales?.[locale]?.country;
  return { locale, ...definitions, ...(country ? { countryName: countryNameIn(country, locale) } : {}) };
}

function countryNameIn(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** `<script type="application/json" id="site-definitions">` holding the locale's inlinedDefinitions. */
export function renderDefinitionsScript(definitions: SiteDefinitions, locale: string): string {
  return renderInlinedDefinitionsScript(inlinedDefinitions(definitions, locale));
}

/** `<script type="application/json" id="site-definitions">` holding definitions already made for a page (locale included). */
export function renderInlinedDefinitionsScript(inlined: object): string {
  return `<script type="application/json" id="site-definitions">${safeJson(inlined)}</script>`;
}

/** `<script type="application/json" id="site-content">` holding a locale's wording (alias → text). */
export function renderContentScript(content: Record<string, string>): string {
  return `<script type="application/json" id="site-content">${safeJson(content)}</script>`;
}

/** `<script type="application/json" id="site-status">` holding what the server knows now, e.g. the date-window status. */
export function renderStatusScript(status: Record<string, unknown>): string {
  return `<script type="application/json" id="site-status">${safeJson(status)}</script>`;
}

/** `<script type="application/json" id="site-data">`: the data sources' answers a server-rendered page shows. */
export function renderDataScript(data: Record<string, unknown>): string {
  return `<script type="application/json" id="site-data">${safeJson(data)}</script>`;
}

/** `<script type="application/json" id="site-modules">`: what src/app/startAfterPaint.js starts once the page has painted. */
export function renderModulesScript(modules: { entry: string }): string {
  return `<script type="application/json" id="site-modules">${safeJson(modules)}</script>`;
}

/** JSON that cannot end the script element it sits in, nor break a line in old parsers. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export const DEFINITIONS_PLACEHOLDER = '<!--site-definitions-->';

/** index.html for one locale: its language declared before any script runs (the definitions' place kept). */
export function declareLocale(html: string, locale: string): string {
  return html.replace(/<html lang="[^"]*"/, () => `<html lang="${locale.replace(/[^A-Za-z0-9-]/g, '')}"`);
}

/** index.html for one locale: its language declared before any script runs, and its whole definitions inlined. */
export function injectDefinitions(html: string, definitions: SiteDefinitions, locale: string): string {
  return declareLocale(html, locale).replace(DEFINITIONS_PLACEHOLDER, () => renderDefinitionsScript(definitions, locale));
}
