import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stopOnSignal } from './stop-on-signal';

/**
 * The real server from the production build (DIST_DIR as the environment says) on `port` with a fresh DATA_DIR,
 * for a browser bench. `stop` ends it and waits until it has gone (SIGKILL after 5 s), removes its data, and also
 * runs when the bench is interrupted, so nothing outlives the bench.
 */
export async function startSiteServer(port: number, name: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  // node itself (not npx), so that killing it stops the server rather than leaving it behind.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
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
    })());
  const forget = stopOnSignal(stop);
  try {
    await waitForHealth(origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
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
