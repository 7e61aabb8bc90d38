import fs from 'node:fs';
import path from 'node:path';
import { declareLocale } from '../../core/node/definitions/index';
import { createPagePreloads } from './page-preloads';
import { hashSource } from '../http/security-headers';

/**
 * A locale's page as built (dist/index.html), its language declared, the place of its definitions kept (a page
 * carries the whole definitions or only its first screen's: page-html.ts), re-made when index.html changes (a rebuild
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

/**
 * The built stylesheets index.html links, read once per build: `inline` puts each in a `<style>` element in place of
 * its link, `styleSources` are their hash sources for style-src (one array per build, the same for every locale).
 * A stylesheet that cannot be read, or that could close its element, stays linked.
 */
function inlineStylesheets(index: string, distDir: string): { inline: (page: string) => string; styleSources: string[] } {
  const styles = new Map<string, string>();
  const styleSources: string[] = [];
  for (const [link, file] of index.matchAll(STYLESHEET_LINK)) {
    let css: string;
    try {
      css = fs.readFileSync(path.join(distDir, file), 'utf8');
    } catch {
      continue;
    }
    if (/<\/style/i.test(css)) continue;
    styles.set(link, `<style>${css}</style>`);
    styleSources.push(hashSource(css));
  }
  return { inline: (page) => page.replace(STYLESHEET_LINK, (link) => styles.get(link) ?? link), styleSources };
}

export function createPageTemplates(distDir: string) {
  let cached:
    | {
        mtimeMs: number;
        index: string;
        stylesheets: ReturnType<typeof inlineStylesheets>;
        pages: Map<string, Omit<PageTemplate, 'preloads'>>;
        preloads: ReturnType<typeof createPagePreloads>;
      }
    | undefined;
  const indexFile = path.join(distDir, 'index.html');
  const templateFor = (locale: string): PageTemplate | undefined => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(indexFile);
    } catch {
      return undefined;
    }
    if (!cached || cached.mtimeMs !== stat.mtimeMs) {
      const index = fs.readFileSync(indexFile, 'utf8');
      cached = { mtimeMs: stat.mtimeMs, index, stylesheets: inlineStylesheets(index, distDir), pages: new Map(), preloads: createPagePreloads(distDir, '') };
    }
    let template = cached.pages.get(locale);
    if (!template) {
      const { inline, styleSources } = cached.stylesheets;
      const page = declareLocale(cached.index, locale);
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(page);
      template = { page, scriptsAfterPaint: entry ? { page: inline(page.replace(entry[0], '')), entry: entry[1], styleSources } : undefined };
      cached.pages.set(locale, template);
    }
    return { ...template, preloads: cached.preloads };
  };
  return { indexFile, templateFor };
}

const shared = new Map<string, ReturnType<typeof createPageTemplates>>();

/** The page templates of a build, one for every promotion and version it serves (the same index.html and styles). */
export function pageTemplatesOf(distDir: string): ReturnType<typeof createPageTemplates> {
  let templates = shared.get(distDir);
  if (!templates) shared.set(distDir, (templates = createPageTemplates(distDir)));
  return templates;
}
