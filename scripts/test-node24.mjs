// `npm run test:node24` (part of `npm test`): the unit, component, contract and server suites (vitest, SQLite) and
// the server suite on PostgreSQL (scripts/test-server-postgres.mjs) once more on Node 24, the current LTS, beside
// the Node (20.19+) that runs everything else.
//
// Nothing but the npm registry is needed:
// - Node 24 is the registry's `node` package (its `node-<platform>-<arch>` package holds the binary and the
//   headers), installed once into node_modules/.cache/node24/runtime (NODE24_VERSION, default `24`, picks it);
// - better-sqlite3 is native, built per Node ABI: a copy of node_modules/better-sqlite3 (the same version) is
//   compiled for Node 24 with npm's own node-gyp against those headers into node_modules/.cache/node24/native
//   (about 75 s of CPU, once per better-sqlite3 version and Node ABI), and scripts/node24/better-sqlite3-hook.mjs
//   sends `better-sqlite3` there in every Node 24 process. The Node 20 install is never touched.
// Every process the suites start runs on Node 24 too: PATH begins with its bin folder (npx, tsx, `node`) and
// process.execPath is it.
//
// `--beside "<command>"` runs that shell command (the rest of `npm test` on the machine's Node) at the same time
// and waits for both: the Node 24 output is kept in node_modules/.cache/node24/last-run.log and printed once at
// the end (so the two never interleave); the exit code fails when either failed. Without `--beside` the suites run
// in the foreground. `--only-setup` installs and builds, and runs nothing. Extra arguments after `--` go to the
// first vitest run (e.g. `npm run test:node24 -- tests/server/claim-storage.test.ts`; the PostgreSQL run is then
// left out).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = path.join(root, 'node_modules', '.cache', 'node24');
const runtimeDir = path.join(cache, 'runtime');
const nativeDir = path.join(cache, 'native', 'node_modules', 'better-sqlite3');
const logFile = path.join(cache, 'last-run.log');
const besideLogFile = path.join(cache, 'beside-run.log');
const wanted = process.env.NODE24_VERSION ?? '24';

function parseArgs(argv) {
  const options = { beside: undefined, onlySetup: false, vitestArgs: [] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--beside') options.beside = argv[++i];
    else if (argv[i] === '--only-setup') options.onlySetup = true;
    else if (argv[i] === '--') options.vitestArgs = argv.slice(i + 1), (i = argv.length);
    else options.vitestArgs.push(argv[i]);
  }
  return options;
}

const say = (line) => console.log(`[node24] ${line}`);

/** The `node-<platform>-<arch>` folder the `node` package installed (bin/node and include/node), or undefined. */
function findDistribution() {
  const name = `node-${process.platform}-${process.arch}`;
  for (const candidate of [
    path.join(runtimeDir, 'node_modules', 'node', 'node_modules', name),
    path.join(runtimeDir, 'node_modules', name),
  ]) {
    if (fs.existsSync(path.join(candidate, 'bin', 'node')) && fs.existsSync(path.join(candidate, 'include', 'node', 'node_api.h'))) return candidate;
  }
  return undefined;
}

function nodeVersion(binary) {
  try {
    return execFileSync(binary, ['-p', 'process.versions.node + " " + process.versions.modules'], { encoding: 'utf8' }).trim().split(' ');
  } catch {
    return undefined;
  }
}

function ensureRuntime() {
  let dist = findDistribution();
  const version = dist && nodeVersion(path.join(dist, 'bin', 'node'));
  if (dist && version && version[0].split('.')[0] === wanted.split('.')[0] && (wanted.includes('.') ? version[0] === wanted : true)) return { dist, version: version[0], abi: version[1] };
  say(`installing node@${wanted} from the npm registry into ${path.relative(root, runtimeDir)}`);
  fs.rmSync(runtimeDir, { recursive: true, force: true });
  fs.mkdirSync(runtimeDir, { recursive: true });
  // Its own package.json: the `node` package's install script fetches the platform's package (npm, no other site).
  fs.writeFileSync(path.join(runtimeDir, 'package.json'), JSON.stringify({ private: true, allowScripts: { node: true } }, null, 2));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', '--no-package-lock', '--prefix', runtimeDir, `node@${wanted}`], { stdio: 'inherit' });
  dist = findDistribution();
  if (!dist) throw new Error(`node@${wanted} installed no node-${process.platform}-${process.arch} binary and headers`);
  const [installed, abi] = nodeVersion(path.join(dist, 'bin', 'node'));
  return { dist, version: installed, abi };
}

/** npm's own node-gyp (npm sets npm_config_node_gyp for scripts; otherwise next to the npm on PATH). */
function findNodeGyp() {
  const candidates = [process.env.npm_config_node_gyp];
  try {
    const npmBin = fs.realpathSync(execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim());
    candidates.push(path.join(path.dirname(npmBin), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'));
  } catch {
    // no npm on PATH: only the environment's
  }
  if (process.env.npm_execpath) candidates.push(path.join(path.dirname(process.env.npm_execpath), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'));
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) throw new Error('node-gyp not found (it comes with npm)');
  return found;
}

/**
 * Node 24's headers for building better-sqlite3 12, with node::ObjectWrap as Node 22 had it. Node 24's ObjectWrap
 * (header-only, compiled into the addon) registers an environment cleanup hook per object and removes it in its
 * destructor, which asserts a current Environment; better-sqlite3 12 deletes statements from V8's weak callbacks,
 * where there may be none, and the process aborts (SIGABRT: `RemoveEnvironmentCleanupHook … (env) != nullptr`, at
 * exit or mid-run; WiseLibs/better-sqlite3#1515, fixed by its Node-API rewrite, 13.x, which needs Node 22+).
 * Without the hooks the addon's objects are freed as on Node 20 and 22.
 */
function patchedHeaders(dist) {
  const headers = path.join(cache, 'headers');
  const wrap = path.join(headers, 'include', 'node', 'node_object_wrap.h');
  fs.rmSync(headers, { recursive: true, force: true });
  fs.cpSync(path.join(dist, 'include'), path.join(headers, 'include'), { recursive: true });
  const original = fs.readFileSync(wrap, 'utf8');
  const patched = original
    .replace(/void AddCleanupHook\(\) \{[^}]*\}/, 'void AddCleanupHook() {}')
    .replace(/void RemoveCleanupHook\(\) \{[^}]*\}/, 'void RemoveCleanupHook() {}');
  if (original.includes('AddEnvironmentCleanupHook') && patched.includes('EnvironmentCleanupHook(v8::Isolate::GetCurrent()')) throw new Error(`${wrap}: could not take out ObjectWrap's cleanup hooks`);
  fs.writeFileSync(wrap, patched);
  return headers;
}

function ensureBetterSqlite3({ dist, version, abi }) {
  const source = path.join(root, 'node_modules', 'better-sqlite3');
  const sourceVersion = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8')).version;
  const stamp = `better-sqlite3 ${sourceVersion} node ${version} abi ${abi} object-wrap without cleanup hooks`;
  const stampFile = path.join(nativeDir, '.node24-build');
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp && fs.existsSync(path.join(nativeDir, 'build', 'Release', 'better_sqlite3.node'))) return;
  say(`building better-sqlite3 ${sourceVersion} for Node ${version} (ABI ${abi}) into ${path.relative(root, nativeDir)}`);
  const started = Date.now();
  fs.rmSync(nativeDir, { recursive: true, force: true });
  fs.mkdirSync(nativeDir, { recursive: true });
  for (const entry of fs.readdirSync(source)) {
    if (entry === 'build' || entry === 'node_modules') continue;
    fs.cpSync(path.join(source, entry), path.join(nativeDir, entry), { recursive: true });
  }
  const jobs = String(Math.max(1, Math.min(2, (globalThis.navigator?.hardwareConcurrency ?? 2))));
  const buildLog = path.join(cache, 'better-sqlite3-build.log');
  const log = fs.openSync(buildLog, 'w');
  try {
    const nodedir = patchedHeaders(dist);
    execFileSync(path.join(dist, 'bin', 'node'), [findNodeGyp(), 'rebuild', '--release', `--nodedir=${nodedir}`, '-j', jobs], {
      cwd: nativeDir,
      stdio: ['ignore', log, log],
      env: { ...process.env, npm_config_nodedir: nodedir },
    });
  } catch {
    process.stderr.write(fs.readFileSync(buildLog, 'utf8').split('\n').slice(-40).join('\n'));
    throw new Error(`building better-sqlite3 for Node ${version} failed (whole log: ${path.relative(root, buildLog)})`);
  } finally {
    fs.closeSync(log);
  }
  fs.writeFileSync(stampFile, stamp);
  say(`built in ${Math.round((Date.now() - started) / 1000)} s`);
}

function node24Env(dist) {
  const hook = pathToFileURL(path.join(root, 'scripts', 'node24', 'better-sqlite3-hook.mjs')).href;
  return {
    ...process.env,
    PATH: `${path.join(dist, 'bin')}${path.delimiter}${process.env.PATH}`,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${hook}`].filter(Boolean).join(' '),
    NODE24_BETTER_SQLITE3: nativeDir,
    // Two PostgreSQL and Redis servers may start at once (this run and the Node 20 one beside it).
    TEST_POSTGRES_PORT_FROM: process.env.TEST_POSTGRES_PORT_FROM ?? '56432',
    TEST_REDIS_PORT_FROM: process.env.TEST_REDIS_PORT_FROM ?? '6490',
  };
}

function run(command, args, { env, output }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: output ? ['ignore', output, output] : 'inherit' });
    child.once('error', (error) => {
      output ? fs.writeSync(output, `${error.message}\n`) : console.error(error.message);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command with its output both shown and kept in `file`. */
function runTeed(command, args, file) {
  return new Promise((resolve) => {
    const kept = fs.openSync(file, 'w');
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, shown] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      stream.on('data', (chunk) => {
        shown.write(chunk);
        fs.writeSync(kept, chunk);
      });
    }
    child.once('error', (error) => resolve((console.error(error.message), 1)));
    child.once('close', (code, signal) => {
      fs.closeSync(kept);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** vitest's FAIL lines and the first line of each error, tsc's and eslint's errors, without colours (at most 60). */
function failureLines(text) {
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  const wanted = /^\s*(FAIL\s|×\s|(Assertion)?Error:|.*\berror TS\d+|\s*\d+:\d+\s+error\s|npm error |Error \[)/;
  return [...new Set(plain.split('\n').filter((line) => wanted.test(line)).map((line) => line.trimEnd()))].slice(0, 60);
}

async function runSuites(dist, vitestArgs, output) {
  const env = node24Env(dist);
  const node = path.join(dist, 'bin', 'node');
  const results = [];
  const suites = [['unit, component, contract, server (SQLite)', [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...vitestArgs]]];
  if (vitestArgs.length === 0) suites.push(['server (PostgreSQL)', [path.join(root, 'scripts', 'test-server-postgres.mjs')]]);
  for (const [name, args] of suites) {
    const started = Date.now();
    if (output) fs.writeSync(output, `\n[node24] ${name}: ${node} ${args.map((arg) => path.relative(root, arg) || arg).join(' ')}\n`);
    const code = await run(node, args, { env, output });
    results.push({ name, code, seconds: Math.round((Date.now() - started) / 1000) });
  }
  return results;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const runtime = ensureRuntime();
  ensureBetterSqlite3(runtime);
  say(`Node ${runtime.version} (ABI ${runtime.abi}) ready in ${Math.round((Date.now() - started) / 1000)} s, beside ${process.version}`);
  if (options.onlySetup) return 0;

  if (!options.beside) {
    const results = await runSuites(runtime.dist, options.vitestArgs);
    for (const result of results) say(`${result.name}: ${result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`} in ${result.seconds} s`);
    return results.every((result) => result.code === 0) ? 0 : 1;
  }

  fs.mkdirSync(cache, { recursive: true });
  const output = fs.openSync(logFile, 'w');
  say(`suites running beside \`${options.beside}\`; their output: ${path.relative(root, logFile)}`);
  const [ours, beside] = await Promise.all([
    runSuites(runtime.dist, options.vitestArgs, output),
    (async () => {
      const besideStarted = Date.now();
      const code = await runTeed('sh', ['-c', options.beside], besideLogFile);
      return { code, seconds: Math.round((Date.now() - besideStarted) / 1000) };
    })(),
  ]);
  fs.closeSync(output);
  const failed = ours.some((result) => result.code !== 0);
  console.log(`\n[node24] ---- the Node ${runtime.version} run (${path.relative(root, logFile)}) ----`);
  process.stdout.write(fs.readFileSync(logFile, 'utf8'));
  for (const result of ours) say(`${result.name}: ${result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`} in ${result.seconds} s`);
  say(`beside it, \`${options.beside}\`: ${beside.code === 0 ? 'passed' : `FAILED (exit ${beside.code})`} in ${beside.seconds} s; all in ${Math.round((Date.now() - started) / 1000)} s`);
  // Last, where a CI page's tail shows them: the failed tests and errors of both runs, by name.
  for (const [name, file] of [[`Node ${runtime.version}`, logFile], [process.version, besideLogFile]]) {
    const lines = failureLines(fs.readFileSync(file, 'utf8'));
    if (lines.length) console.log(`\n[node24] what failed on ${name}:\n${lines.join('\n')}`);
  }
  return failed || beside.code !== 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[node24] ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
