import { wordingOf, type PromotionPackage } from '../../core/node/package/promotionPackage';

export type ContentMap = Record<string, string>;

const LOCALE_TAG = /^[a-z]{2}-[A-Z]{2}$/;

/**
 * Wording by alias of one package (its content/<locale>.json, an extending package overriding single aliases).
 * The same package gives the same map object per locale (callers cache what they make of it); a new version is a new
 * package, hence a new store.
 */
export class ContentStore {
  private readonly cache = new Map<string, ContentMap>();

  constructor(private readonly pkg: PromotionPackage) {}

  /** The alias map of a locale; empty when the locale has no content file. */
  read(locale: string): ContentMap {
    if (!LOCALE_TAG.test(locale)) return {};
    let content = this.cache.get(locale);
    if (!content) {
      // A wording file that could not be read is the store failing (a checked package has none): the caller answers 500.
      const unreadable = this.pkg.errors.find((error) => error.file.endsWith(`content/${locale}.json`));
      if (unreadable) throw new Error(`${unreadable.file}: ${unreadable.message}`);
      content = wordingOf(this.pkg, locale) ?? {};
      this.cache.set(locale, content);
    }
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
