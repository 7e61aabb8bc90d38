/**
 * The floors of the house, drawn from its imports (issue 53): `npx tsx scripts/architecture-diagram.ts` prints the
 * diagrams, `--write` puts them between the markers at the top of docs/architecture.md, `--check` exits 1 when the
 * committed ones differ from what the code gives or the code breaks a rule below.
 * tests/unit/architecture/architecture-diagram.test.ts runs the same check in `vitest run`.
 *
 * Every relative import (static, `import()`, `export … from`, `require`; type-only ones too) of every tracked
 * .ts/.tsx/.mts/.js/.mjs/.cjs file is read with the TypeScript parser and resolved to a file. Two pictures:
 * - the repository: one box per top-level folder, on its floor (FLOORS), an arrow per pair of folders that import;
 * - the server: one box per feature or shared folder of server/ (SERVER_FLOORS), likewise.
 * The rules: an import never goes from a lower floor to a higher one; on a floor kept apart only the pairs of
 * SAME_FLOOR import each other; and no import circle (run-time imports: `import type` is erased) spans two folders.
 * PENDING lists what other work of issue 53 is still removing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DOC = 'docs/architecture.md';
const START = '<!-- architecture-diagram:start (npx tsx scripts/architecture-diagram.ts --write; do not edit by hand) -->';
const END = '<!-- architecture-diagram:end -->';

export interface Floor {
  name: string;
  units: string[];
  /** The folders of this floor import each other only as SAME_FLOOR allows (without: freely, circles aside). */
  apart?: boolean;
}

/** Top-level folders, lowest floor first. A folder imports from its own floor (as the floor allows) and below. */
export const FLOORS: Floor[] = [
  { name: 'ground: framework-free, for the browser and Node', units: ['core'] },
  { name: 'the site, the server, the build', units: ['src', 'server', 'tooling'], apart: true },
  { name: 'commands, benchmarks, tests', units: ['scripts', 'bench', 'tests'] },
];

/** server/, lowest floor first: a box is a folder of server/ or one file at its top (by name, without .ts). */
export const SERVER_FLOORS: Floor[] = [
  { name: 'shared: infrastructure and the served package', units: ['config', 'mail-settings', 'encryption-keys', 'keepRecent', 'db', 'http', 'address', 'packages'] },
  { name: 'features', units: ['uploads', 'usage', 'versions', 'site', 'demo-services', 'promotion-api', 'studio', 'messages', 'privacy'], apart: true },
  { name: 'assembly and command lines', units: ['app', 'simulation-server', 'load-checked-packages', 'main', 'cli', 'operator', 'promotion-cli', 'studio-cli'] },
];

/** On a floor kept apart, the imports allowed between its folders, `from -> to`. */
export const SAME_FLOOR = new Set([
  // What the build reads of src/: the widgets' manifests (the server reads none of src/).
  'tooling -> src',
  // server features (each a folder of server/): the promotion API stores uploads and counts usage; the studio works
  // on versions and previews the site
  'promotion-api -> uploads',
  'promotion-api -> usage',
  // a preview's cookie, by name: what a preview does is not counted
  'promotion-api -> studio',
  // a claim's and a status change's messages are written in their transaction (the outbox)
  'promotion-api -> messages',
  // bank details and the PayPal address are sealed before they are stored, opened by one module
  'promotion-api -> privacy',
  // an erasure or a purge removes a claim's uploads too
  'privacy -> uploads',
  // the claim drafts the site keeps for forms posted without scripts are sealed as bank details are
  'site -> privacy',
  'studio -> versions',
  'studio -> site',
]);

/**
 * Rules the code still breaks while other work of issue 53 is under way, each with what ends it. A violation not
 * listed fails; so does a listed one that is gone (take it off the list: the rule then holds for good).
 */
export const PENDING: Record<string, string> = {};

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

export interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

function listFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => CODE.test(file) && !file.endsWith('.d.ts') && fs.existsSync(path.join(ROOT, file)));
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [base, ...['.ts', '.tsx', '.d.ts', '.mts', '.js', '.mjs', '.cjs', '.json'].map((ext) => base + ext), base.replace(/\.(m?)js$/, '.ts'), base.replace(/\.js$/, '.tsx'), `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => fs.existsSync(path.join(ROOT, candidate)) && fs.statSync(path.join(ROOT, candidate)).isFile());
}

/** Every relative import of every tracked code file, resolved to the file it names. */
export function readImports(): Edge[] {
  const edges: Edge[] = [];
  for (const file of listFiles()) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.[mc]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS);
    const add = (literal: ts.Expression | undefined, typeOnly: boolean) => {
      if (!literal || !ts.isStringLiteralLike(literal) || !literal.text.startsWith('.')) return;
      const to = resolve(file, literal.text);
      if (to) edges.push({ from: file, to, typeOnly });
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((element) => element.isTypeOnly)));
        add(node.moduleSpecifier, typeOnly);
      } else if (ts.isExportDeclaration(node)) {
        const typeOnly = node.isTypeOnly || (!!node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0 && node.exportClause.elements.every((element) => element.isTypeOnly));
        add(node.moduleSpecifier, typeOnly);
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        add(node.argument.literal, true);
      } else if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))) {
        add(node.arguments[0], false);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return edges;
}

/** The top-level folder of a file (files at the top of the repository: '.'). */
export const topUnit = (file: string) => (file.includes('/') ? file.split('/')[0] : '.');
/** The box of a server file: its folder under server/, or its own name when it sits at the top of server/. */
export const serverUnit = (file: string) => {
  const rest = file.slice('server/'.length);
  return rest.includes('/') ? rest.split('/')[0] : rest.replace(/\.[^.]+$/, '');
};

interface Picture {
  floors: Floor[];
  /** `from -> to` with how many imports (type-only among them). */
  arrows: Map<string, { count: number; typeOnly: number }>;
  unitOf: (file: string) => string | undefined;
}

function picture(edges: Edge[], floors: Picture['floors'], unitOf: Picture['unitOf']): Picture {
  const arrows: Picture['arrows'] = new Map();
  for (const edge of edges) {
    const from = unitOf(edge.from);
    const to = unitOf(edge.to);
    if (!from || !to || from === to) continue;
    const key = `${from} -> ${to}`;
    const arrow = arrows.get(key) ?? { count: 0, typeOnly: 0 };
    arrow.count++;
    if (edge.typeOnly) arrow.typeOnly++;
    arrows.set(key, arrow);
  }
  return { floors, arrows, unitOf };
}

export function pictures(edges = readImports()) {
  return {
    repository: picture(edges, FLOORS, (file) => (FLOORS.some((floor) => floor.units.includes(topUnit(file))) ? topUnit(file) : undefined)),
    server: picture(
      edges.filter((edge) => edge.from.startsWith('server/') && edge.to.startsWith('server/')),
      SERVER_FLOORS,
      serverUnit,
    ),
  };
}

const floorOf = (floors: Picture['floors'], unit: string) => floors.findIndex((floor) => floor.units.includes(unit));

/** The violations PENDING does not excuse, and the PENDING entries no longer needed (empty: all is well). */
export function unexcused(found = violations()): string[] {
  const pending = Object.keys(PENDING);
  return [
    ...found.filter((problem) => !pending.some((key) => problem.startsWith(`${key} `))),
    ...pending.filter((key) => !found.some((problem) => problem.startsWith(`${key} `))).map((key) => `${key} holds now: take it off PENDING in scripts/architecture-diagram.ts`),
  ];
}

/** Every rule the imports break, in words (empty: none). */
export function violations(edges = readImports()): string[] {
  const found: string[] = [];
  const { repository, server } = pictures(edges);
  for (const [label, pic] of [['repository', repository], ['server', server]] as const) {
    for (const [key, arrow] of pic.arrows) {
      const [from, to] = key.split(' -> ');
      const [a, b] = [floorOf(pic.floors, from), floorOf(pic.floors, to)];
      if (a < 0 || b < 0) {
        found.push(`${label}: ${a < 0 ? from : to} is on no floor (add it to ${label === 'server' ? 'SERVER_FLOORS' : 'FLOORS'} in scripts/architecture-diagram.ts)`);
      } else if (a < b) {
        found.push(`${label}: ${key} goes up a floor (${arrow.count} imports: ${examples(edges, pic, from, to)})`);
      } else if (a === b && pic.floors[a].apart && !SAME_FLOOR.has(key)) {
        found.push(`${label}: ${key} crosses its floor, which SAME_FLOOR does not allow (${arrow.count} imports: ${examples(edges, pic, from, to)})`);
      }
    }
    for (const circle of circlesAcrossFolders(edges, pic.unitOf)) found.push(`${label}: an import circle spans ${[...new Set(circle.map(pic.unitOf))].join(', ')}: ${circle.join(' -> ')}`);
  }
  return found;
}

function examples(edges: Edge[], pic: Picture, from: string, to: string): string {
  const some = edges.filter((edge) => pic.unitOf(edge.from) === from && pic.unitOf(edge.to) === to).slice(0, 3);
  return some.map((edge) => `${edge.from} -> ${edge.to}`).join(', ');
}

/** Run-time import circles (Tarjan's strongly connected components) whose files lie in more than one box. */
function circlesAcrossFolders(edges: Edge[], unitOf: (file: string) => string | undefined): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    if (edge.typeOnly || !unitOf(edge.from) || !unitOf(edge.to)) continue;
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  }
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const connect = (node: string) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!indices.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, indices.get(to)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (new Set(component.map(unitOf)).size > 1) circles.push(component.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!indices.has(node)) connect(node);
  return circles;
}

const id = (unit: string) => unit.replace(/[^A-Za-z0-9]/g, '_');

function mermaid(pic: Picture, prefix: string): string {
  const lines = ['```mermaid', 'flowchart BT'];
  const used = new Set([...pic.arrows.keys()].flatMap((key) => key.split(' -> ')));
  pic.floors.forEach((floor, i) => {
    const units = floor.units.filter((unit) => used.has(unit));
    if (units.length === 0) return;
    lines.push(`  subgraph ${prefix}floor${i}["${i}: ${floor.name}"]`);
    for (const unit of units) lines.push(`    ${prefix}${id(unit)}["${prefix === 'r_' ? `${unit}/` : serverLabel(unit)}"]`);
    lines.push('  end');
  });
  for (const [key, arrow] of [...pic.arrows].sort(([a], [b]) => a.localeCompare(b))) {
    const [from, to] = key.split(' -> ');
    const label = arrow.typeOnly === arrow.count ? `${arrow.count}, types` : `${arrow.count}`;
    lines.push(`  ${prefix}${id(from)} -->|${label}| ${prefix}${id(to)}`);
  }
  lines.push('```');
  return lines.join('\n');
}

function serverLabel(unit: string): string {
  return fs.existsSync(path.join(ROOT, 'server', unit)) && fs.statSync(path.join(ROOT, 'server', unit)).isDirectory() ? `${unit}/` : `${unit}.ts`;
}

/** The block that belongs between the markers of docs/architecture.md. */
export function diagramBlock(edges = readImports()): string {
  const { repository, server } = pictures(edges);
  return [
    START,
    'The repository by floor, drawn from its imports: an arrow is "imports from", with how many imports ("types": type',
    'imports only). An import never goes up a floor, and no import circle spans two folders (`npx tsx',
    'scripts/architecture-diagram.ts --check`, run by `tests/unit/architecture/architecture-diagram.test.ts`).',
    '',
    mermaid(repository, 'r_'),
    '',
    'The server by feature (`server/`), drawn the same way:',
    '',
    mermaid(server, 's_'),
    END,
  ].join('\n');
}

export function committedBlock(): string | undefined {
  const text = fs.readFileSync(path.join(ROOT, DOC), 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  return start >= 0 && end > start ? text.slice(start, end + END.length) : undefined;
}

function write(block: string) {
  const file = path.join(ROOT, DOC);
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const next = start >= 0 && end > start ? text.slice(0, start) + block + text.slice(end + END.length) : text.replace(/^(# .*\n\n)/, `$1${block}\n\n`);
  fs.writeFileSync(file, next);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const edges = readImports();
  const block = diagramBlock(edges);
  const problems = unexcused(violations(edges));
  if (process.argv.includes('--write')) write(block);
  else if (!process.argv.includes('--check')) console.log(block);
  if (process.argv.includes('--check') && committedBlock() !== block) problems.unshift(`${DOC}: the diagram differs from what the code gives: npx tsx scripts/architecture-diagram.ts --write`);
  for (const problem of problems) console.error(problem);
  process.exitCode = problems.length ? 1 : 0;
}
