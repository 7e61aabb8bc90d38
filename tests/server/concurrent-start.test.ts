/**
 * Two `npm start` in one checkout, started within a second of each other, both come up: one builds under the build
 * lock while the other waits, and both first starts on one fresh database (migrations, seeding, the first live
 * version; SQLite in DATA_DIR, or PostgreSQL in the PostgreSQL pass) succeed and answer /healthz 200.
 *
 * The checkout is a throwaway one: its own package.json, scripts/, dist/ (a copy of this checkout's build), dist-server/
 * and data/, the sources linked. The site's build is copied rather than made (that takes minutes; the lock that keeps
 * two builds apart is tested in build-lock.test.ts); the server bundle is made by both starts, one after the other.
 * Needs `npm run build` first (npm test makes it); skipped without one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from './test-database';

const REPO = path.resolve(import.meta.dirname, '../..');
const built = fs.existsSync(path.join(REPO, 'dist/index.html')) && fs.existsSync(path.join(REPO, 'dist/ssr/renderScreen.js'));
if (!built) console.log('concurrent-start.test.ts: SKIPPED, no site build in dist/ (npm run build)');

const LINKED = ['node_modules', 'src', 'core', 'generated', 'server', 'schemas', 'openapi', 'page-definitions', 'tooling', 'index.html', 'vite.config.ts', 'vite.studio.config.ts', 'tsconfig.json', 'package-lock.json'];

interface Start {
  child: ChildProcess;
  output: () => string;
  /** The health address once the server says it is ready. */
  ready: Promise<string>;
}

function npmStart(checkout: string, databaseEnv: Record<string, string>): Start {
  // Its own process group, so that stopping it stops npm, its shell and the server.
  const child = spawn('npm', ['start'], {
    cwd: checkout,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: path.join(checkout, 'data'), ...databaseEnv },
  });
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const health = /health (http:\/\/127\.0\.0\.1:\d+\/healthz)/.exec(output);
      if (health) resolve(health[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`npm start ended (${code ?? signal}) before the server was ready:\n${output}`)));
  });
  ready.catch(() => undefined);
  return { child, output: () => output, ready };
}

async function stop({ child }: Start): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    return;
  }
  await exited;
}

describe.skipIf(!built)('two npm start at once in one checkout', () => {
  let checkout: string;
  let database: TestDatabase;
  const starts: Start[] = [];
  beforeAll(async () => {
    database = await freshDatabase();
    checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'concurrent-start-'));
    for (const entry of LINKED) fs.symlinkSync(path.join(REPO, entry), path.join(checkout, entry));
    for (const entry of ['package.json', 'scripts', 'dist']) fs.cpSync(path.join(REPO, entry), path.join(checkout, entry), { recursive: true });
    // The copied build counts as made now: no source is newer.
    const now = new Date();
    fs.utimesSync(path.join(checkout, 'dist/index.html'), now, now);
  });
  afterAll(async () => {
    await Promise.all(starts.map(stop));
    await database?.drop();
    fs.rmSync(checkout, { recursive: true, force: true });
  });

  it('both answer /healthz 200 on one fresh database, serving the same live versions', async () => {
    starts.push(npmStart(checkout, database.env));
    await new Promise((resolve) => setTimeout(resolve, 500));
    starts.push(npmStart(checkout, database.env));
    const healths = await Promise.all(starts.map((start) => start.ready));
    expect(new Set(healths).size).toBe(2);
    const answers = await Promise.all(healths.map(async (url) => {
      const answer = await fetch(url);
      return { status: answer.status, body: (await answer.json()) as { database: string; promotions: Record<string, { live: string }> } };
    }));
    for (const [i, answer] of answers.entries()) {
      expect(answer.status, starts[i].output()).toBe(200);
      expect(answer.body.database).toBe('ok');
    }
    expect(answers[1].body.promotions).toEqual(answers[0].body.promotions);
    for (const start of starts) expect(start.output()).not.toMatch(/ENOENT|Error/);
    expect(fs.existsSync(path.join(checkout, '.build.lock'))).toBe(false);
  }, 120_000);
});
