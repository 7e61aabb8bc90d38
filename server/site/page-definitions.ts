import { createHash } from 'node:crypto';
import { inlinedDefinitions, renderInlinedDefinitionsScript, type SiteDefinitions } from '../../core/node/definitions/index';
import { firstScreenDefinitions, type FirstScreen } from '../../core/engine/firstScreenDefinitions';
import type { SiteDefinitions as PageDefinitions } from '../../core/engine/siteDefinitions';

/** A locale's definitions as a page carries them: the object the server renders with and the page's script. */
export interface InlinedDefinitions {
  /** As the browser reads them from the page (the same values as what is inlined). */
  definitions: PageDefinitions;
  /** The page's `<script id="site-definitions">`. */
  script: string;
}

/** A locale's whole definitions, as a page the browser renders carries them and as their versioned address serves them. */
export interface WholeDefinitions extends InlinedDefinitions {
  /** The JSON served at their address (restAddressOf). */
  json: string;
  /** `<hash>.json`: the name of the whole definitions below `<site path>/site-definitions/`, a hash of their JSON. */
  file: string;
}

/** Where a locale's whole definitions are served: the name changes with every change of them, so they are cached for good. */
const restAddressOf = (sitePath: string, file: string) => `${sitePath.replace(/\/+$/, '')}/site-definitions/${file}`;

/**
 * The definitions one version's pages carry, made once per locale (whole) and per first screen: a page the server
 * rendered carries only its first screen's (core/engine/firstScreenDefinitions.ts) and the address of the whole
 * ones, which the browser loads once it is ready. `served`: what the browser is told beside them (where the API
 * and the validation module are, the version or the preview).
 */
export function createPageDefinitions(definitions: SiteDefinitions, served: Record<string, unknown>) {
  const wholes = new Map<string, WholeDefinitions>();
  const firstScreens = new Map<string, InlinedDefinitions>();
  const wholeOf = (locale: string): WholeDefinitions => {
    let whole = wholes.get(locale);
    if (!whole) {
      // The package's own objects (read from JSON: a round trip would only copy them), the locale and what the browser
      // is told beside them. Their JSON and script are made when a page asks for them, not kept for every promotion.
      const inlined = { ...inlinedDefinitions(definitions, locale), ...served } as unknown as PageDefinitions;
      let json: string | undefined = JSON.stringify(inlined);
      const file = `${createHash('sha256').update(json).digest('base64url').slice(0, 16)}.json`;
      let script: string | undefined;
      whole = {
        definitions: inlined,
        file,
        get json() {
          return (json ??= JSON.stringify(inlined));
        },
        get script() {
          return (script ??= renderInlinedDefinitionsScript(inlined));
        },
      };
      json = undefined;
      wholes.set(locale, whole);
    }
    return whole;
  };
  return {
    wholeOf,
    /** What a page of `sitePath` (the locale's) whose first screen is `screen` carries when the server rendered it. */
    firstScreenOf(locale: string, sitePath: string, screen: FirstScreen): InlinedDefinitions {
      const key = `${locale} ${screen.page?.id ?? ''} ${screen.step?.id ?? ''}`;
      let first = firstScreens.get(key);
      if (!first) {
        const whole = wholeOf(locale);
        const inlined = firstScreenDefinitions(whole.definitions, screen, restAddressOf(sitePath, whole.file));
        first = { definitions: JSON.parse(JSON.stringify(inlined)) as PageDefinitions, script: renderInlinedDefinitionsScript(inlined) };
        firstScreens.set(key, first);
      }
      return first;
    },
  };
}
