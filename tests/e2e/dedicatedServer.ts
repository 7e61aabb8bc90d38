import { spawn } from 'node:child_process';
import fs from 'node:fs';

/**
 * A server of a test's own (its own definitions and database, on its own port) beside the suite's, started from the
 * sources; resolves once /healthz answers. `stop` ends its whole process group (tsx and its node child). With
 * `logFile`, its log lines (standard output) are written there for the test to read. With `cwd`, the server of another
 * checkout (a copy of the repository a test has built) is started instead of this one's. `startWithinMs` (default 90 s):
 * how long it may take (hundreds of promotions take longer).
 */
export async function startDedicatedServer(port: number, env: Record<string, string>, { logFile, cwd, startWithinMs = 90_000 }: { logFile?: string; cwd?: string; startWithinMs?: number } = {}): Promise<{ stop: () => void }> {
  const server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', logFile ? fs.openSync(logFile, 'a') : 'ignore', 'pipe'],
    detached: true,
  });
  server.stderr?.on('data', (chunk) => process.stderr.write(chunk));
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  const deadline = Date.now() + startWithinMs;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { stop };
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`the test server on ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
