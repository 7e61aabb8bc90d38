import { DEFINITIONS_PLACEHOLDER, renderDataScript, renderModulesScript, renderStatusScript } from '../../core/definitions/render';
import type { PageParts } from './page-plan';
import type { PageTemplate } from './page-template';
import { START_AFTER_PAINT_TAG } from './start-after-paint';

/** What goes into a page beyond its template: the plan's parts, the server's rendering and the wording's script. */
export interface PageContents {
  parts: PageParts;
  /** The screen as the server rendered it (only when `parts.painted`), and the promotion data it showed. */
  rendered?: { html: string; data: Record<string, unknown> };
  /** The `<script>` carrying the page's wording ('' when it carries none: the browser asks for it). */
  wordingScript: string;
  /** The `<script>` carrying the page's definitions: the locale's whole ones, or its first screen's (page-definitions.ts). */
  definitionsScript: string;
  /**
   * The page as its server-rendered form alone, no script asked for (a claim step opened with ?scripts=off: where
   * its scripts failed to load, src/engine/LoadFailure.tsx); only a rendered page has one.
   */
  withoutScripts?: boolean;
}

/**
 * A page's HTML: the built page with the screen's title, preloads, rendering, definitions, wording, status and data.
 * A rendered page paints from its HTML alone (its stylesheet inlined, allowed by its hash: `styleSources`, for the
 * CSP); its scripts, which hydrate it, start once it has painted.
 */
export function assemblePage(template: PageTemplate, { parts, rendered, wordingScript, definitionsScript, withoutScripts }: PageContents): { html: string; styleSources?: readonly string[] } {
  const { modules, status, title } = parts;
  const afterPaint = parts.painted ? template.scriptsAfterPaint : undefined;
  const html = (afterPaint?.page ?? template.page)
    // A painted page's scripts are asked for after its inlined stylesheet: asked for with its first bytes (right after
    // the title), they took the line from the page's own bytes and it was ready later, not sooner (docs/performance.md).
    .replace(/<title>[^<]*<\/title>/, (loading) => title ?? loading)
    .replace('</head>', () => `${afterPaint ? template.preloads.stylesheets(modules) + (withoutScripts ? '' : template.preloads.earlyScripts(modules)) : template.preloads.tags(modules)}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered?.html ?? ''}</div>`)
    .replace(DEFINITIONS_PLACEHOLDER, () => definitionsScript)
    .replace('</body>', () => {
      const data = rendered && Object.keys(rendered.data).length ? renderDataScript(rendered.data) : '';
      const start = afterPaint && !withoutScripts ? renderModulesScript({ entry: afterPaint.entry }) + START_AFTER_PAINT_TAG : '';
      return `${wordingScript}${Object.keys(status).length ? renderStatusScript({ ...status }) : ''}${data}${start}</body>`;
    });
  return { html, styleSources: afterPaint?.styleSources };
}
