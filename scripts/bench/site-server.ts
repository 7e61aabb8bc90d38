import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BARE_FORM_PATH, buildBareForm } from './bare-form';
import { stopOnSignal } from './stop-on-signal';

export interface SiteServer {
  origin: string;
  /** The bare React form's address on the same server, when it was asked for. */
  bareForm?: string;
  stop: () => Promise<void>;
}

/**
 * The real server from the production build (`distDir`, or DIST_DIR as the environment says) on `port` with a fresh DATA_DIR,
 * for a browser bench; with `bareForm`, the benchmarks' yardstick too: the bare React form (bench/bare-form) built
 * afresh and served by the same server (./site-with-yardstick.ts). `stop` ends it and waits until it has gone
 * (SIGKILL after 5 s), removes its data and the form's build, and also runs when the bench is interrupted, so
 * nothing outlives the bench. `root`: another checkout of the project to run the server of (its own `dist/` unless
 * `distDir` says otherwise), to compare a change to the server too.
 */
export async function startSiteServer(port: number, name: string, options: { bareForm?: boolean; distDir?: string; root?: string } = {}): Promise<SiteServer> {
  const origin = `http://127.0.0.1:${port}`;
  const form = options.bareForm ? await buildBareForm() : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  // node itself (not npx), so that killing it stops the server rather than leaving it behind.
  const entry = form ? 'scripts/bench/site-with-yardstick.ts' : 'server/main.ts';
  const server = spawn(process.execPath, ['--import', 'tsx', entry], {
    ...(options.root ? { cwd: options.root } : {}),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(options.distDir ? { DIST_DIR: options.distDir } : {}), ...(form ? { BARE_FORM_DIR: form.dir } : {}) },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      forget();
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
      const killer = setTimeout(() => server.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
      rmSync(dataDir, { recursive: true, force: true });
      form?.remove();
    })());
  const forget = stopOnSignal(stop);
  try {
    await waitForHealth(origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop, ...(form ? { bareForm: BARE_FORM_PATH } : {}) };
}

async function waitForHealth(origin: string) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}
