import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../../tooling/compileHints';

type Output = { type: string; fileName: string; name?: string; isEntry?: boolean; moduleIds?: string[] };
type Hooks = {
  configResolved: (config: { root: string; build: { outDir: string; ssr?: boolean } }) => void;
  writeBundle: { handler: (options: unknown, bundle: Record<string, Output>) => Promise<void> };
};

async function build(ssr: boolean) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.mkdirSync(path.join(outDir, 'assets'));
  for (const name of ['client-abc', 'index-abc', 'Calendar-abc']) fs.writeFileSync(path.join(outDir, `assets/${name}.js`), 'var a=1;\nexport{a};');
  fs.writeFileSync(path.join(outDir, 'assets/client-abc.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA;AACA', sources: ['a.ts'] }));
  fs.writeFileSync(path.join(outDir, 'assets/site.css'), 'body{margin:0}');
  const plugin = compileHints() as unknown as Hooks;
  plugin.configResolved({ root: outDir, build: { outDir: '.', ssr } });
  await plugin.writeBundle.handler({}, {
    'assets/client-abc.js': { type: 'chunk', fileName: 'assets/client-abc.js', name: 'client', moduleIds: ['/p/node_modules/react-dom/cjs/react-dom-client.production.js'] },
    'assets/index-abc.js': { type: 'chunk', fileName: 'assets/index-abc.js', name: 'index', isEntry: true, moduleIds: ['/p/src/app/main.tsx'] },
    'assets/Calendar-abc.js': { type: 'chunk', fileName: 'assets/Calendar-abc.js', name: 'Calendar', moduleIds: ['/p/src/widgets/DateInput/Calendar.tsx'] },
    'assets/site.css': { type: 'asset', fileName: 'assets/site.css' },
  });
  const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
  return { read };
}

describe('compileHints', () => {
  it("starts the entry and React DOM's chunk with V8's compile hint and moves their source maps down a line; not a chunk loaded later", async () => {
    const { read } = await build(false);
    expect(read('assets/client-abc.js')).toBe(`${COMPILE_HINT}var a=1;\nexport{a};`);
    expect(read('assets/index-abc.js')).toBe(`${COMPILE_HINT}var a=1;\nexport{a};`);
    expect(read('assets/Calendar-abc.js')).toBe('var a=1;\nexport{a};');
    expect(JSON.parse(read('assets/client-abc.js.map')).mappings).toBe(';AAAA;AACA');
    expect(read('assets/site.css')).toBe('body{margin:0}');
  });

  it('leaves the server build alone', async () => {
    const { read } = await build(true);
    expect(read('assets/client-abc.js')).toBe('var a=1;\nexport{a};');
  });
});
