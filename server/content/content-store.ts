import fs from 'node:fs';
import path from 'node:path';

export type ContentMap = Record<string, string>;

const LOCALE_TAG = /^[a-z]{2}-[A-Z]{2}$/;

/**
 * Wording by alias from `<contentDir>/<locale>.json` (flat alias -> text maps) of a package's content folders, base
 * first (an extending package overrides single aliases). A file is re-read when it changes, so wording edits show
 * without a restart; the same files give the same map object (callers cache what they make of it).
 */
export class ContentStore {
  private readonly cache = new Map<string, { stamp: string; content: ContentMap }>();
  private readonly contentDirs: readonly string[];

  constructor(contentDirs: string | readonly string[]) {
    this.contentDirs = typeof contentDirs === 'string' ? [contentDirs] : contentDirs;
  }

  /** The alias map of a locale; empty when the locale has no content file. */
  read(locale: string): ContentMap {
    if (!LOCALE_TAG.test(locale)) return {};
    const files: Array<{ file: string; stat: fs.Stats }> = [];
    for (const dir of this.contentDirs) {
      const file = path.join(dir, `${locale}.json`);
      try {
        files.push({ file, stat: fs.statSync(file) });
      } catch {
        /* this folder has no wording for the locale */
      }
    }
    if (!files.length) {
      this.cache.delete(locale);
      return {};
    }
    const stamp = files.map(({ file, stat }) => `${file}:${stat.mtimeMs}:${stat.size}`).join('|');
    const cached = this.cache.get(locale);
    if (cached && cached.stamp === stamp) return cached.content;
    const content: ContentMap = Object.assign({}, ...files.map(({ file }) => parseContentFile(file)));
    this.cache.set(locale, { stamp, content });
    return content;
  }

  /** Aliases of `locale` filtered by exact ids and/or an alias prefix (both optional, combined with AND). */
  select(locale: string, filter: { ids?: string[]; prefix?: string }): ContentMap {
    const all = this.read(locale);
    const keys = filter.ids ? filter.ids.filter((id) => Object.hasOwn(all, id)) : Object.keys(all);
    const out: ContentMap = {};
    for (const key of keys) {
      if (filter.prefix && !key.startsWith(filter.prefix)) continue;
      out[key] = all[key];
    }
    return out;
  }
}

function parseContentFile(file: string): ContentMap {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${file}: expected an object of alias -> text`);
  const out: ContentMap = {};
  for (const [alias, text] of Object.entries(parsed)) {
    if (alias === '$schema') continue;
    if (typeof text === 'string') out[alias] = text;
  }
  return out;
}
