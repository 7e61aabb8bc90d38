import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPagePreloads } from '../../server/site/page-preloads';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-preloads-'));
fs.mkdirSync(path.join(dist, '.vite'));
// Grouped chunks have manifest keys starting with "_", which sort before "node_modules/…": the order is not the keys'.
fs.writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-e1.js', isEntry: true },
    'node_modules/react-dom/client.js': { file: 'assets/client-r1.js', imports: ['_react-dom-r2.js'] },
    '_react-dom-r2.js': { file: 'assets/react-dom-r2.js' },
    '_landing-widgets-l1.js': { file: 'assets/landing-widgets-l1.js' },
    '_screen-Select-s1.js': { file: 'assets/screen-Select-s1.js', imports: ['_landing-widgets-l1.js'] },
    'src/widgets/Upload/index.tsx': { file: 'assets/widget-Upload-u1.js' },
  }),
);
fs.writeFileSync(
  path.join(dist, '.vite', 'module-chunks.json'),
  JSON.stringify({ 'src/widgets/Select/index.tsx': 'assets/screen-Select-s1.js', 'src/widgets/SiteHeader/index.tsx': 'assets/landing-widgets-l1.js' }),
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const hrefs = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('a page that paints before its scripts run', () => {
  it("asks for the entry, then React DOM, then the screen's chunks, each once", () => {
    const preloads = createPagePreloads(dist, '');
    const early = preloads.earlyScripts(['src/widgets/SiteHeader/index.tsx', 'src/widgets/Select/index.tsx', 'src/widgets/Upload/index.tsx']);
    expect(hrefs(early)).toEqual([
      '/assets/index-e1.js',
      '/assets/client-r1.js',
      '/assets/react-dom-r2.js',
      '/assets/landing-widgets-l1.js',
      '/assets/screen-Select-s1.js',
      '/assets/widget-Upload-u1.js',
    ]);
    expect(early.match(/<link rel="modulepreload" crossorigin fetchpriority="low" href="[^"]+">/g)).toHaveLength(6);
  });
});
