import fs from 'node:fs';
import path from 'node:path';

export type ContentMap = Record<string, string>;

const LOCALE_TAG = /^[a-z]{2}-[A-Z]{2}$/;

/**
 * Wording by alias from `<contentDir>/<locale>.json` (flat alias -> text maps).
 * A file is re-read when its modification time changes, so wording edits show without a restart.
 */
export class ContentStore {
  private readonly cache = new Map<string, { mtimeMs: number; size: number; content: ContentMap }>();

  constructor(private readonly contentDir: string) {}

  /** The alias map of a locale; empty when the locale has no content file. */
  read(locale: string): ContentMap {
    if (!LOCALE_TAG.test(locale)) return {};
    const file = path.join(this.contentDir, `${locale}.json`);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      this.cache.delete(locale);
      return {};
    }
    const cached = this.cache.get(locale);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.content;
    const content = parseContentFile(file);
    this.cache.set(locale, { mtimeMs: stat.mtimeMs, size: stat.size, content });
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
