/**
 * `npm run bench:publish`: what a publisher waits for in the studio, against the real server as `npm start` runs it
 * (the compiled bundle dist-server/main.mjs, built first, GOO00028 on a temp DATA_DIR): "Check this draft" on a
 * fresh server (the first check of a process), "Check this draft" again (the kept proof), "Publish now" after a
 * passed check, and the check of a second draft on the same, warm server. `-- <runs>` repeats it (default 3) and
 * prints each run and the medians, with the machine's load average (the 2 cores are shared).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServer, SERVER_BUNDLE } from './build-server.mjs';
import { startServerProcess } from '../tests/server/server-process';

const REPO = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'a long enough bench password';
const runs = Number(process.argv[2] ?? 3);

interface Session {
  origin: string;
  cookie: string;
  csrf: string;
}

async function call(session: Session, method: string, url: string, body?: unknown) {
  const answer = await fetch(`${session.origin}/studio/api${url}`, {
    method,
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await answer.json()) as Record<string, any>;
  if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await work();
  return [value, Math.round(performance.now() - started)];
};

async function oneRun(): Promise<Record<string, number>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-publish-'));
  const env = { DATA_DIR: dataDir, DEFINITIONS_DIR: path.join(REPO, 'page-definitions/GOO00028') };
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'server/studio-cli.ts', 'add-user', 'bench@example.com', '--role', 'publisher'], { cwd: REPO, env: { ...process.env, ...env }, input: `${PASSWORD}\n`, encoding: 'utf8' });
  if (made.status !== 0) throw new Error(made.stderr);
  const server = await startServerProcess(env, { entry: SERVER_BUNDLE, timeoutMs: 60_000 });
  try {
    const signIn = await fetch(`${server.origin}/studio/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@example.com', password: PASSWORD }) });
    const session = { origin: server.origin, cookie: String(signIn.headers.get('set-cookie')).split(';')[0], csrf: ((await signIn.json()) as { csrfToken: string }).csrfToken };
    const reword = async (text: string) => {
      const draft = await call(session, 'GET', '/promotions/GOO00028/draft');
      await call(session, 'PUT', '/promotions/GOO00028/draft', { base: draft.base, files: { ...draft.files, 'content/en-GB.json': { ...draft.files['content/en-GB.json'], homeHeroTitle: text } } });
    };
    await reword('A first bench wording');
    const [proof, firstCheck] = await timed(() => call(session, 'GET', '/promotions/GOO00028/proof'));
    if (!proof.ok) throw new Error(`the bench's draft does not pass its check:\n${proof.report}`);
    const [, checkAgain] = await timed(() => call(session, 'GET', '/promotions/GOO00028/proof'));
    const [, publish] = await timed(() => call(session, 'POST', '/promotions/GOO00028/publish', { version: proof.version, expectedLive: proof.live }));
    await reword('A second bench wording');
    const [, warmCheck] = await timed(() => call(session, 'GET', '/promotions/GOO00028/proof'));
    return { firstCheck, checkAgain, publish, warmCheck };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await buildServer();
const results: Array<Record<string, number>> = [];
for (let run = 1; run <= runs; run++) {
  const result = await oneRun();
  results.push(result);
  console.log(`run ${run}: check on a fresh server ${result.firstCheck} ms, check again ${result.checkAgain} ms, publish after the check ${result.publish} ms, check of a second draft ${result.warmCheck} ms (load ${os.loadavg()[0].toFixed(1)})`);
}
const median = (key: string) => [...results.map((r) => r[key])].sort((a, b) => a - b)[Math.floor(results.length / 2)];
console.log(`median of ${runs}: check on a fresh server ${median('firstCheck')} ms, check again ${median('checkAgain')} ms, publish after the check ${median('publish')} ms, check of a second draft ${median('warmCheck')} ms`);
