import fs from 'node:fs';
import path from 'node:path';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
function attribute(dir, prefix) {
  const f = fs.readdirSync(dir).find((f) => f.startsWith(prefix) && f.endsWith('.js'));
  const code = fs.readFileSync(path.join(dir, f), 'utf8');
  const map = new TraceMap(fs.readFileSync(path.join(dir, f + '.map'), 'utf8'));
  const lines = code.split('\n');
  const lineStart = []; let off = 0; for (const l of lines) { lineStart.push(off); off += l.length + 1; }
  const marks = [];
  eachMapping(map, (m) => marks.push([lineStart[m.generatedLine - 1] + m.generatedColumn, m.source]));
  marks.sort((a, b) => a[0] - b[0]);
  const out = new Map();
  for (let i = 0; i < marks.length; i++) {
    const end = i + 1 < marks.length ? marks[i + 1][0] : code.length;
    const s = (marks[i][1] ?? '?').replace(/^(\.\.\/)+/, '');
    out.set(s, (out.get(s) ?? 0) + end - marks[i][0]);
  }
  return out;
}
const [prefix, baseDir = '/work/wt-base/dist/assets', mainDir = 'dist/assets'] = process.argv.slice(2);
const a = attribute(baseDir, prefix), b = attribute(mainDir, prefix);
const keys = new Set([...a.keys(), ...b.keys()]);
const rows = [...keys].map((k) => [(b.get(k) ?? 0) - (a.get(k) ?? 0), a.get(k) ?? 0, b.get(k) ?? 0, k]).filter((r) => r[0] !== 0).sort((x, y) => y[0] - x[0]);
for (const r of rows) console.log(String(r[0]).padStart(6), String(r[1]).padStart(6), String(r[2]).padStart(6), r[3]);
console.log('total', [...a.values()].reduce((x, y) => x + y, 0), [...b.values()].reduce((x, y) => x + y, 0));
