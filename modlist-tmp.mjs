import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { transformSync } from 'esbuild';
const dir = 'dist/assets';
const prefix = process.argv[2];
const f = fs.readdirSync(dir).find((f) => f.startsWith(prefix) && f.endsWith('.js.map'));
const m = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
const rows = m.sources.map((s, i) => {
  const text = m.sourcesContent[i] ?? '';
  let min = text.length;
  if (/\.tsx?$/.test(s) && !s.includes('node_modules')) {
    try { min = transformSync(text, { loader: s.endsWith('x') ? 'tsx' : 'ts', jsx: 'automatic', minify: true, format: 'esm' }).code.length; } catch {}
  }
  return [min, s.replace(/^(\.\.\/)+/, '')];
}).sort((a, b) => b[0] - a[0]);
let total = 0;
for (const [min, s] of rows) { total += min; console.log(String(min).padStart(7), s); }
console.log('total', total);
