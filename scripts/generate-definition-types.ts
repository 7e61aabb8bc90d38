/**
 * Generates core/generated/definitions.d.ts from schemas/definition/*.schema.json.
 * The schemas' titles and $defs keys name the types (PromotionConfig, PageDefinitionFile, Page, Flow, Step,
 * Layout, Block, Condition …); numbered duplicates json-schema-to-typescript makes (Text1, Text2) are folded.
 */
import { readdir, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileFromFile } from 'json-schema-to-typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const schemaDir = path.join(root, 'schemas/definition');
const outFile = path.join(root, 'core/generated/definitions.d.ts');
const REQUIRED = ['PromotionConfig', 'PageDefinitionFile', 'Page', 'Flow', 'Step', 'Block', 'Condition'];

/** Removes `interface Text1 {…}` style duplicates and points their uses at the unnumbered type. */
export function foldNumberedDuplicates(ts: string): string {
  const declared = new Set([...ts.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]));
  for (const name of declared) {
    const base = name.replace(/\d+$/, '');
    if (base === name || !declared.has(base)) continue;
    ts = ts.replace(new RegExp(`(/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/\\n)?export interface ${name} \\{[\\s\\S]*?\\n\\}\\n`), '');
    ts = ts.replace(new RegExp(`export type ${name} = [^;]+;\\n`), '');
    ts = ts.replace(new RegExp(`\\b${name}\\b`, 'g'), base);
  }
  return ts;
}

async function main() {
  const files = (await readdir(schemaDir)).filter((f) => f.endsWith('.schema.json')).sort();
  const parts: string[] = [];
  for (const file of files) {
    parts.push(
      await compileFromFile(path.join(schemaDir, file), {
        bannerComment: '',
        cwd: schemaDir,
        ignoreMinAndMaxItems: true,
        format: true,
      }),
    );
  }
  const body = foldNumberedDuplicates(parts.join('\n'));
  const missing = REQUIRED.filter((n) => !new RegExp(`^export (interface|type) ${n}\\b`, 'm').test(body));
  if (missing.length) throw new Error(`generated types lack: ${missing.join(', ')}`);
  const header = `/* eslint-disable */\n/**\n * generated — do not edit.\n * Source: schemas/definition/*.schema.json; run \`npm run generate:definitions\`.\n */\n\n`;
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, header + body);
  console.log(`wrote ${path.relative(root, outFile)} (${files.length} schemas)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
