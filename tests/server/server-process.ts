import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** stdout + stderr so far. */
  output: () => string;
  /** Sends `signal` and waits for the process to end. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

export interface ServerProcessOptions {
  /**
   * What node runs: the sources through tsx (default; tests need no build) or a compiled bundle such as
   * `dist-server/main.mjs` (what `npm start` and the bench run).
   */
  entry?: string;
  /** Extra node flags, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  timeoutMs?: number;
}

/**
 * Starts the real server (`server/main.ts`) as its own process on a free loopback port and waits until it is
 * ready. Node runs tsx as a loader in this one process (`node --import tsx`, what `npx tsx` does in a child),
 * so a signal reaches the server itself.
 */
export function startServerProcess(env: Record<string, string>, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const { entry, nodeArgs = [], timeoutMs = 30_000 } = options;
  const run = entry ? [entry] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, [...nodeArgs, ...run], {
    cwd: REPO,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`server not ready after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API\s+(http:\/\/127\.0\.0\.1:\d+)\/api\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ origin: match[1], child, output: () => output, stop });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}
