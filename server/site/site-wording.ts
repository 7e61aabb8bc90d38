import type { FastifyBaseLogger } from 'fastify';
import { renderContentScript } from '../../core/definitions/render';
import { sanitizeWording } from './sanitize-wording';

/**
 * The wording a locale's pages carry: read once per request from the content store, its markup sanitised (so the
 * browser needs no sanitiser for the first screen), and the scripts and JSON made of it, made once per wording.
 */
export function createSiteWording<Version>(contentOf: ((locale: string, version: Version) => Record<string, string> | undefined) | undefined, log: FastifyBaseLogger) {
  // The page's wording script, by the aliases it carries ('' for all of them), made once per locale's wording.
  const scripts = new WeakMap<object, Map<string, string>>();
  const json = new WeakMap<object, string>();
  return {
    /** The locale's wording; undefined when the content store failed or has none. */
    contentFor(locale: string, version: Version): Record<string, string> | undefined {
      try {
        const content = contentOf?.(locale, version);
        return content && Object.keys(content).length > 0 ? sanitizeWording(content) : undefined;
      } catch (error) {
        // The browser asks the content store itself (and retries) when the page carries no wording.
        log.error({ err: error, locale }, 'wording not inlined: the content store failed');
        return undefined;
      }
    },
    /** The `<script>` carrying `content`, or only its `aliases`; '' without wording. */
    scriptOf(content: Record<string, string> | undefined, aliases?: ReadonlySet<string>): string {
      if (!content) return '';
      let ofContent = scripts.get(content);
      if (!ofContent) scripts.set(content, (ofContent = new Map()));
      const key = aliases ? [...aliases].sort().join(' ') : '';
      let script = ofContent.get(key);
      if (script === undefined) {
        script = renderContentScript(aliases ? Object.fromEntries(Object.entries(content).filter(([alias]) => aliases.has(alias))) : content);
        if (ofContent.size < 200) ofContent.set(key, script);
      }
      return script;
    },
    /** The whole wording as JSON (site-content.json). */
    jsonOf(content: Record<string, string>): string {
      let text = json.get(content);
      if (text === undefined) json.set(content, (text = JSON.stringify(content)));
      return text;
    },
  };
}
