/**
 * The build lock `npm start` holds while it builds (scripts/build-lock.mjs), used by separate processes as two
 * starts use it: of two at once one builds and the other waits, then finds the build done; a lock left by a start
 * that died is taken over. The build here is a small fake one that, without the lock, two processes would tear
 * apart (each empties the folder the other is writing, as Vite's emptyOutDir does).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onPostgres } from './test-database';

const LOCK_MODULE = pathToFileURL(path.resolve('scripts/build-lock.mjs')).href;
const FILES = 20;

/** A start's build step: builds dist/ unless it is done, then reads all of it (as the server would). */
const FAKE_START = `
import fs from 'node:fs';
import path from 'node:path';
import { withBuildLock } from ${JSON.stringify(LOCK_MODULE)};
const dir = process.argv[2];
const dist = path.join(dir, 'dist');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
await withBuildLock(path.join(dir, '.build.lock'), async () => {
  if (fs.existsSync(path.join(dist, 'done'))) return console.log('reused');
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(dist);
  for (let i = 0; i < ${FILES}; i++) {
    fs.writeFileSync(path.join(dist, 'asset-' + i), 'built by ' + process.pid);
    await sleep(20);
  }
  fs.writeFileSync(path.join(dist, 'done'), '');
  console.log('built');
}, { pollMs: 20, onWait: (pid) => console.log('waited for ' + pid) });
for (let i = 0; i < ${FILES}; i++) fs.readFileSync(path.join(dist, 'asset-' + i));
console.log('served');
`;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-lock-'));
  fs.writeFileSync(path.join(dir, 'start.mjs'), FAKE_START);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Run {
  pid: number;
  done: Promise<{ code: number | null; output: string }>;
}

function start(): Run {
  const child = spawn(process.execPath, [path.join(dir, 'start.mjs'), dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { pid: child.pid!, done: new Promise((resolve) => child.once('close', (code) => resolve({ code, output }))) };
}

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

const lockFile = () => path.join(dir, '.build.lock');

// No database here: the PostgreSQL pass of tests/server has nothing to add.
describe.skipIf(onPostgres)('the build lock', () => {
  it('two starts at once: one builds, the other waits for it and uses its build; both serve it whole', async () => {
    const first = start();
    const second = start();
    const results = await Promise.all([first.done, second.done]);
    for (const { code, output } of results) {
      expect(code, output).toBe(0);
      expect(output).toContain('served');
    }
    const outputs = results.map((r) => r.output);
    expect(outputs.filter((o) => o.includes('built'))).toHaveLength(1);
    const waiter = outputs.find((o) => !o.includes('built'))!;
    expect(waiter).toMatch(/waited for \d+/);
    expect(waiter).toContain('reused');
    // One build wrote every file.
    const writers = new Set(fs.readdirSync(path.join(dir, 'dist')).filter((f) => f.startsWith('asset-')).map((f) => fs.readFileSync(path.join(dir, 'dist', f), 'utf8')));
    expect(writers.size).toBe(1);
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('a lock whose owner has died is taken over at once', async () => {
    fs.writeFileSync(lockFile(), String(deadPid()));
    const { code, output } = await start().done;
    expect(code, output).toBe(0);
    expect(output).not.toContain('waited');
    expect(output).toContain('built');
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it("two starts finding a dead owner's lock: one takes it over and builds, the other waits for that one", async () => {
    fs.writeFileSync(lockFile(), String(deadPid()));
    const results = await Promise.all([start().done, start().done]);
    for (const { code, output } of results) expect(code, output).toBe(0);
    expect(results.filter((r) => r.output.includes('built'))).toHaveLength(1);
    expect(results.filter((r) => r.output.includes('reused'))).toHaveLength(1);
  });

  it('waits while a running process holds the lock, and goes on once it lets go', async () => {
    // This test's own process, which is running.
    fs.writeFileSync(lockFile(), String(process.pid));
    const run = start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    expect(fs.existsSync(path.join(dir, 'dist'))).toBe(false);
    fs.rmSync(lockFile());
    const { code, output } = await run.done;
    expect(code, output).toBe(0);
    expect(output).toMatch(new RegExp(`waited for ${process.pid}[\\s\\S]*built[\\s\\S]*served`));
  });
});
