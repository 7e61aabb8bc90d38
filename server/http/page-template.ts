import fs from 'node:fs';
import path from 'node:path';
import { injectDefinitions, type SiteDefinitions } from '../../tooling/definitions/index';
import { createPagePreloads } from './page-preloads';

/**
 * A locale's page as built (dist/index.html) with its definitions inlined, re-made when index.html changes (a rebuild
 * while running). `scriptsAfterPaint`: the same page without its entry's script tag, and that entry's address, for
 * pages that arrive rendered (their start script loads it once painted).
 */
export interface PageTemplate {
  page: string;
  scriptsAfterPaint?: { page: string; entry: string };
  preloads: ReturnType<typeof createPagePreloads>;
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
      template = { page, scriptsAfterPaint: entry ? { page: page.replace(entry[0], ''), entry: entry[1] } : undefined };
      cached.pages.set(locale, template);
    }
    return { ...template, preloads: cached.preloads };
  };
  return { indexFile, templateFor };
}
