import fs from 'node:fs';
import path from 'node:path';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
const [prefix, dir = 'dist/assets'] = process.argv.slice(2);
const f = fs.readdirSync(dir).find((f) => f.startsWith(prefix) && f.endsWith('.js'));
const code = fs.readFileSync(path.join(dir, f), 'utf8');
const map = new TraceMap(fs.readFileSync(path.join(dir, f + '.map'), 'utf8'));
const lineStart = []; let off = 0; for (const l of code.split('\n')) { lineStart.push(off); off += l.length + 1; }
const marks = [];
eachMapping(map, (m) => marks.push([lineStart[m.generatedLine - 1] + m.generatedColumn, m.source]));
marks.sort((a, b) => a[0] - b[0]);
const out = new Map();
for (let i = 0; i < marks.length; i++) { const end = i + 1 < marks.length ? marks[i + 1][0] : code.length; const s = (marks[i][1] ?? '?').replace(/^(\.\.\/)+/, ''); out.set(s, (out.get(s) ?? 0) + end - marks[i][0]); }
for (const [s, n] of [...out].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40))) console.log(String(n).padStart(7), s);
