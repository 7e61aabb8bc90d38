/**
 * The server by feature (issue 53): a re-runnable codemod. `npx tsx scripts/server-by-feature/move.ts [--dry-run]`
 *
 * Reads moves.json beside it (old path -> new path; a folder entry, ending in '/', moves every file under it, files
 * added there since too) and, for every tracked file of the repository:
 * 1. `git mv` each file to its new place (folders made as needed; a file already moved is left alone);
 * 2. rewrites every relative module specifier that names a moved file, or that a moved file holds: import and
 *    export declarations, `import()` (types too), `require`/`require.resolve`, `vi.mock`/`vi.doMock`/
 *    `vi.importActual`/`vi.importMock`/`vi.unmock`, and `new URL('…', import.meta.url)`, in .ts/.tsx/.mts/.cts/
 *    .js/.mjs/.cjs files anywhere (server, tests, scripts, bench, tooling, src, core, configs), keeping each
 *    specifier's style (extension or none, `.js` for `.ts`, a folder's index);
 * 3. replaces each moved file's repository path (`server/http/site.ts`, and without `.ts`) wherever it is written
 *    as text: comments, strings (`path.join(repoRoot, 'server/http/static/favicon.ico')`), package.json scripts,
 *    configs, docs; in Markdown under server/ also the paths written relative to server/ (`http/site.ts`);
 *    and the folder globs of moves.json's `globs` (eslint.config.js's, e.g. `server/routes/**`).
 * Then it prints what it did and what it could not decide (a relative specifier of a moved file that names nothing,
 * a server file left in a folder that moves.json empties). Running it again on the result changes nothing, so it
 * can be run again on a newer main (other branches' new files and imports included).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dryRun = process.argv.includes('--dry-run');
const spec = JSON.parse(fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'moves.json'), 'utf8')) as {
  moves: Record<string, string>;
  globs?: Record<string, string>;
  emptied?: string[];
  stays?: string[];
};

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|yaml|yml|sh|html)$|(^|\/)run$/;
// Not its own mapping and code (they name the old paths on purpose), nor data.
const SKIP = /^(scripts\/server-by-feature\/|package-lock\.json|page-definitions\/|design\/|tests\/fixtures\/.*\.json$)/;

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const tracked = git('ls-files', '-z').split('\0').filter(Boolean).filter((file) => fs.existsSync(path.join(ROOT, file)));
const trackedSet = new Set(tracked);
// Generated files (gitignored) still answer imports: resolve against the disk too, not only the index.
const isFile = (file: string) => trackedSet.has(file) || (fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile());
const isDir = (file: string) => fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isDirectory();

// ---- 1. the moves -------------------------------------------------------------------------------------------
const moves = new Map<string, string>();
const folderEntries = Object.entries(spec.moves).filter(([from]) => from.endsWith('/')).sort((a, b) => b[0].length - a[0].length);
for (const file of tracked) {
  let to = spec.moves[file];
  if (!to) {
    const folder = folderEntries.find(([from]) => file.startsWith(from));
    if (folder) to = folder[1] + file.slice(folder[0].length);
  }
  if (to && to !== file) moves.set(file, to);
}
const notFound = Object.keys(spec.moves).filter((from) => !from.endsWith('/') && !trackedSet.has(from) && !trackedSet.has(spec.moves[from]));
const newPathOf = (file: string) => moves.get(file) ?? file;

// ---- 2. module specifiers -----------------------------------------------------------------------------------
const posix = (p: string) => p.split(path.sep).join('/');
const norm = (p: string) => posix(path.posix.normalize(p));

/** The file (or folder) a relative specifier names, and how the specifier spells it relative to that file. */
function resolveSpecifier(fromFile: string, specifier: string): { target: string; spell: (newTarget: string) => string } | undefined {
  const base = norm(path.posix.join(path.posix.dirname(fromFile), specifier));
  const trailingSlash = specifier.endsWith('/');
  if (isFile(base)) return { target: base, spell: (t) => t };
  for (const ext of ['.ts', '.tsx', '.d.ts', '.mts', '.js', '.mjs', '.cjs', '.json']) {
    if (isFile(base + ext)) return { target: base + ext, spell: (t) => t.slice(0, -ext.length) };
  }
  const jsToTs = base.match(/^(.*)\.(m?)js$/);
  if (jsToTs) {
    for (const ext of ['.ts', '.tsx', '.mts']) {
      const candidate = jsToTs[1] + ext;
      if (isFile(candidate)) return { target: candidate, spell: (t) => t.replace(/\.(tsx?|mts)$/, `.${jsToTs[2]}js`) };
    }
  }
  for (const index of ['/index.ts', '/index.tsx', '/index.js']) {
    if (isFile(base + index)) return { target: base + index, spell: (t) => t.slice(0, -index.length) };
  }
  if (isDir(base)) return { target: base, spell: (t) => (trailingSlash ? `${t}/` : t), };
  return undefined;
}

function relativeSpecifier(fromFile: string, target: string): string {
  let rel = posix(path.posix.relative(path.posix.dirname(fromFile), target));
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
}

/** A folder that moved as a whole (a folder entry) maps its path too; otherwise a folder stays where it is. */
function newPathOfFolder(folder: string): string {
  const entry = folderEntries.find(([from]) => `${folder}/`.startsWith(from));
  return entry ? (entry[1] + `${folder}/`.slice(entry[0].length)).replace(/\/$/, '') : folder;
}

const MOCKS = new Set(['mock', 'doMock', 'importActual', 'importMock', 'unmock', 'doUnmock']);

function specifierLiterals(source: ts.SourceFile): ts.StringLiteralLike[] {
  const found: ts.StringLiteralLike[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteralLike(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteralLike(node.moduleReference.expression)) {
      found.push(node.moduleReference.expression);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteralLike(node.argument.literal)) {
      found.push(node.argument.literal);
    } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      const isRequireResolve = ts.isPropertyAccessExpression(callee) && callee.name.text === 'resolve' && ts.isIdentifier(callee.expression) && callee.expression.text === 'require';
      const isVi = ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'vi' && MOCKS.has(callee.name.text);
      if (isImport || isRequire || isRequireResolve || isVi) found.push(node.arguments[0]);
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL' && node.arguments?.length === 2 && ts.isStringLiteralLike(node.arguments[0])) {
      const second = node.arguments[1];
      if (ts.isPropertyAccessExpression(second) && second.name.text === 'url' && ts.isMetaProperty(second.expression)) found.push(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const scriptKind = (file: string) =>
  file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.(ts|mts|cts)$/.test(file) ? ts.ScriptKind.TS : file.endsWith('.jsx') ? ts.ScriptKind.JSX : ts.ScriptKind.JS;

const report = { specifiers: 0, pathTexts: 0, filesChanged: new Set<string>(), unresolved: [] as string[] };

function rewriteSpecifiers(file: string, text: string): string {
  const from = file;
  const to = newPathOf(file);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const edits: { start: number; end: number; value: string }[] = [];
  for (const literal of specifierLiterals(source)) {
    const specifier = literal.text;
    if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '.' && specifier !== '..') continue;
    let resolved = resolveSpecifier(from, specifier);
    if (!resolved) {
      if (from === to) continue;
      // Names nothing here (generated code not made yet, say): the same place by path arithmetic, and a note.
      report.unresolved.push(`${from}: '${specifier}' names nothing here; pointed at the same place from ${to}`);
      const base = norm(path.posix.join(path.posix.dirname(from), specifier));
      resolved = { target: base, spell: (t) => (specifier.endsWith('/') ? `${t}/` : t) };
    }
    const newTarget = moves.get(resolved.target) ?? (isDir(resolved.target) ? newPathOfFolder(resolved.target) : resolved.target);
    if (from === to && newTarget === resolved.target) continue;
    const value = resolved.spell(relativeSpecifier(to, newTarget));
    if (value === specifier) continue;
    edits.push({ start: literal.getStart(source) + 1, end: literal.getEnd() - 1, value });
  }
  if (edits.length === 0) return text;
  report.specifiers += edits.length;
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.value + out.slice(edit.end);
  return out;
}

// ---- 3. paths written as text -------------------------------------------------------------------------------
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
interface Replacement {
  pattern: RegExp;
  value: string;
}
function pathReplacements(prefix: string): Replacement[] {
  const list: Replacement[] = [];
  for (const [fromFull, toFull] of moves) {
    if (!fromFull.startsWith(prefix)) continue;
    const from = fromFull.slice(prefix.length);
    const to = toFull.startsWith(prefix) ? toFull.slice(prefix.length) : toFull;
    // Not inside a longer path (`xserver/…`, `../server/…` is a specifier: handled above) and not a longer name.
    list.push({ pattern: new RegExp(`(?<![\\w./-])${escape(from)}(?![\\w-])`, 'g'), value: to });
    const bare = from.match(/^(.*)\.(ts|tsx)$/);
    if (bare) list.push({ pattern: new RegExp(`(?<![\\w./-])${escape(bare[1])}(?![\\w/-]|\\.[A-Za-z])`, 'g'), value: to.replace(/\.(ts|tsx)$/, '') });
  }
  for (const [fromGlob, toGlob] of Object.entries(spec.globs ?? {})) {
    if (fromGlob.startsWith(prefix)) list.push({ pattern: new RegExp(`(?<![\\w./-])${escape(fromGlob.slice(prefix.length))}(?![\\w-])`, 'g'), value: toGlob.slice(prefix.length) });
  }
  return list;
}
const repoWide = pathReplacements('');
const serverRelative = pathReplacements('server/');

function rewritePaths(file: string, text: string): string {
  let out = text;
  const lists = file.startsWith('server/') && file.endsWith('.md') ? [repoWide, serverRelative] : [repoWide];
  for (const list of lists) {
    for (const { pattern, value } of list) {
      out = out.replace(pattern, () => {
        report.pathTexts++;
        return value;
      });
    }
  }
  return out;
}

// ---- run ----------------------------------------------------------------------------------------------------
const results = new Map<string, string>();
for (const file of tracked) {
  if (!TEXT.test(file) || SKIP.test(file)) continue;
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  let out = CODE.test(file) && !file.endsWith('.json') ? rewriteSpecifiers(file, text) : text;
  out = rewritePaths(file, out);
  if (out !== text) results.set(file, out);
}

console.log(`${moves.size} files to move, ${results.size} files to rewrite (${report.specifiers} module specifiers, ${report.pathTexts} paths written as text)${dryRun ? ' (dry run)' : ''}`);
for (const [from, to] of moves) console.log(`  ${from} -> ${to}`);

if (!dryRun) {
  for (const [from, to] of moves) {
    fs.mkdirSync(path.dirname(path.join(ROOT, to)), { recursive: true });
    git('mv', from, to);
  }
  for (const [file, text] of results) fs.writeFileSync(path.join(ROOT, newPathOf(file)), text);
  // git mv leaves the folders it emptied: take them away (deepest first), so the tree shows only the new layout.
  const folders = [...new Set([...moves.keys()].flatMap((file) => file.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))))];
  for (const folder of folders.sort((a, b) => b.length - a.length)) {
    const full = path.join(ROOT, folder);
    if (fs.existsSync(full) && fs.readdirSync(full).length === 0) fs.rmdirSync(full);
  }
}

// Files another branch added to a folder this move empties, or to server/http (plumbing stays, site hosting moves):
// each needs a line in moves.json (`stays` lists the plumbing that is meant to stay).
const stays = new Set(spec.stays ?? []);
const undecided = tracked.filter(
  (file) => !moves.has(file) && !stays.has(file) && (spec.emptied ?? []).some((folder) => `${path.posix.dirname(file)}/` === folder),
);
if (notFound.length) console.log(`moves.json names files that are not here (moved or removed meanwhile?):\n  ${notFound.join('\n  ')}`);
if (undecided.length) console.log(`not in moves.json, in a folder it empties or sorts (add each to \`moves\` or \`stays\`, run again):\n  ${undecided.join('\n  ')}`);
if (undecided.length || notFound.length) process.exitCode = 2;
if (report.unresolved.length) console.log(`relative specifiers of moved files that name nothing here (run npm run generate first, or check):\n  ${report.unresolved.join('\n  ')}`);
