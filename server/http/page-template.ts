import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { injectDefinitions, type SiteDefinitions } from '../../tooling/definitions/index';
import { createPagePreloads } from './page-preloads';

/**
 * A locale's page as built (dist/index.html) with its definitions inlined, re-made when index.html changes (a rebuild
 * while running). `scriptsAfterPaint`: for pages that arrive rendered, the same page without its entry's script tag
 * (their start script loads it once painted) and with its stylesheet inlined (the first paint waits for no other
 * request), the entry's address and the CSP hash sources of the inlined styles.
 */
export interface PageTemplate {
  page: string;
  scriptsAfterPaint?: { page: string; entry: string; styleSources: string[] };
  preloads: ReturnType<typeof createPagePreloads>;
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/** The page with each of its built stylesheets in a `<style>` element, and their hash sources for style-src. */
function inlineStylesheets(page: string, distDir: string): { page: string; styleSources: string[] } {
  const styleSources: string[] = [];
  const inlined = page.replace(STYLESHEET_LINK, (link, file: string) => {
    let css: string;
    try {
      css = fs.readFileSync(path.join(distDir, file), 'utf8');
    } catch {
      return link;
    }
    if (/<\/style/i.test(css)) return link;
    styleSources.push(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    return `<style>${css}</style>`;
  });
  return { page: inlined, styleSources };
}

/** `served`: where the package's API and validation module live, told to the browser with the definitions. */
export function createPageTemplates(distDir: string, definitions: SiteDefinitions, served: { apiBase: string; validators: string; version?: string; preview?: object }) {
  let cached: { mtimeMs: number; pages: Map<string, Omit<PageTemplate, 'preloads'>>; preloads: ReturnType<typeof createPagePreloads> } | undefined;
  const indexFile = path.join(distDir, 'index.html');
  const templateFor = (locale: string): PageTemplate | undefined => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(indexFile);
    } catch {
      return undefined;
    }
    if (!cached || cached.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, pages: new Map(), preloads: createPagePreloads(distDir, '') };
    let template = cached.pages.get(locale);
    if (!template) {
      const page = injectDefinitions(fs.readFileSync(indexFile, 'utf8'), { ...definitions, ...served } as SiteDefinitions, locale);
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(page);
      template = { page, scriptsAfterPaint: entry ? { ...inlineStylesheets(page.replace(entry[0], ''), distDir), entry: entry[1] } : undefined };
      cached.pages.set(locale, template);
    }
    return { ...template, preloads: cached.preloads };
  };
  return { indexFile, templateFor };
}
