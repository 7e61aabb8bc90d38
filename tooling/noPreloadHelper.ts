import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const HELPER = 'var __vitePreload = function preload(';

/**
 * Vite wraps every dynamic import in its preload helper (`__vitePreload(() => import(…), deps)`) even with
 * build.modulePreload false, where deps are always empty: about 2 kB of helper (0.9 kB gzip) in the entry that
 * never preloads anything (vitejs/vite#13952, #18551). This site preloads a screen's chunks from the server (the
 * build manifest) and has no per-chunk stylesheets (cssCodeSplit false), so the wrappers become plain imports and
 * the helper a pass-through, which the minifier then drops with its helpers.
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'no-preload-helper',
    apply: 'build',
    enforce: 'post',
    renderChunk(code) {
      if (!code.includes('__vitePreload')) return null;
      const out = new MagicString(code);
      for (const call of code.matchAll(/__vitePreload\(\(\) => (import\("[^"]+"\)), __VITE_PRELOAD__\)/g)) {
        out.overwrite(call.index, call.index + call[0].length, call[1]);
      }
      const start = code.indexOf(HELPER);
      if (start !== -1) {
        let depth = 0;
        let end = code.indexOf('{', start);
        for (; end < code.length; end++) {
          if (code[end] === '{') depth++;
          else if (code[end] === '}' && --depth === 0) break;
        }
        out.overwrite(start, end + 1, 'var __vitePreload = (load) => load()');
      }
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
