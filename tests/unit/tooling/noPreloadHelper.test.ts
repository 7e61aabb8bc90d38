import { describe, expect, it } from 'vitest';
import { noPreloadHelper } from '../../../tooling/noPreloadHelper';

const chunk = `var __vitePreload = function preload(baseModule, deps, importerUrl) {
\tlet promise = Promise.resolve();
\tif (deps && deps.length > 0) { promise = Promise.all(deps.map((dep) => \`\${dep}\`)); }
\treturn promise.then(() => baseModule());
};
const load = () => __vitePreload(() => import("./widget-Select-abc.js"), __VITE_PRELOAD__);
const purifier = () => __vitePreload(() => import("./purify-def.js").then((module) => module.purify), __VITE_PRELOAD__);
`;

describe('noPreloadHelper', () => {
  it('turns the preload wrappers into plain imports and the helper into a pass-through', () => {
    const plugin = noPreloadHelper();
    const out = (plugin.renderChunk as unknown as (code: string) => { code: string } | null)(chunk)!.code;
    expect(out).toContain('const load = () => import("./widget-Select-abc.js");');
    expect(out).toContain('var __vitePreload = (load) => load();');
    expect(out).not.toContain('deps.map');
    // A wrapper it does not recognise keeps working through the pass-through.
    expect(out).toContain('__vitePreload(() => import("./purify-def.js").then((module) => module.purify), __VITE_PRELOAD__)');
  });

  it('leaves chunks without the helper alone', () => {
    expect((noPreloadHelper().renderChunk as unknown as (code: string) => unknown)('export const a = 1;')).toBeNull();
  });
});
