import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What `PRAGMA wal_checkpoint(PASSIVE)` answered: frames in the WAL, frames now in the database file. */
export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
  /** How long the checkpoint took in its thread. */
  ms: number;
}

export interface WalCheckpointer {
  /** A commit was made: a checkpoint follows within `delayMs` (one for all commits made meanwhile). */
  noteCommit: () => void;
  /** Runs a checkpoint now (after the one running, if any) and resolves with its result (tests, close). */
  checkpoint: () => Promise<CheckpointResult>;
  /**
   * Undefined while the server's connection may be used; while the WAL is being emptied so that it can start
   * again (it grew past `restartAfterFrames`), a promise that resolves when it may be used again.
   */
  whenUsable: () => Promise<void> | undefined;
  /** Checkpoints completed so far, how often writes were held so the WAL could start again, the last result. */
  readonly stats: { checkpoints: number; restarts: number; last?: CheckpointResult; failed?: string };
  /** Ends the thread (closing its connection); later commits are left to SQLite's own checkpoints. */
  close: () => Promise<void>;
}

export interface WalCheckpointerOptions {
  /** Wait this long after a commit before checkpointing (commits meanwhile share the checkpoint). */
  delayMs?: number;
  /**
   * Called when the thread cannot checkpoint (it failed to start, or a checkpoint threw): the server then lets
   * SQLite checkpoint on its own connection again (wal_autocheckpoint), as without this thread.
   */
  onFailure?: (reason: string) => void;
  /** WAL size (frames) past which queries are held for one checkpoint so that the WAL starts again. */
  restartAfterFrames?: number;
}

/** Time between a commit and its checkpoint: long enough that a burst of commits shares one. */
export const CHECKPOINT_DELAY_MS = 200;

/** Checkpoints run while queries are held before giving up (see `noRestartBefore`). */
const MAX_HELD_CHECKPOINTS = 3;

/** 16384 frames: 64 MB with 4 kB pages, about 1,500 claims. */
export const RESTART_AFTER_FRAMES = 16_384;

const WORKER_FILE = new URL('./wal-checkpoint-worker.cjs', import.meta.url);

/**
 * Checkpoints the server's SQLite WAL in a worker thread with its own connection, so that no request ever
 * runs one. With SQLite's default (wal_autocheckpoint=1000) the commit that takes the WAL past 1000 pages copies
 * them into the database file and fsyncs both files inside the synchronous better-sqlite3 call, on the event
 * loop: the slowest answers of a run of claims were those commits (tens of ms). The server's connection sets
 * wal_autocheckpoint=0 and calls `noteCommit` after its commits; a passive checkpoint runs in the thread
 * `delayMs` later (and again after it if commits came meanwhile). Once a checkpoint has moved every frame, the
 * next write transaction starts the WAL from its beginning again, so it stays small whenever commits pause for
 * as long as one checkpoint takes. Under a steady stream of commits that never happens by itself (a checkpoint
 * always finds newer frames), so once the WAL holds more than `restartAfterFrames` frames, one checkpoint runs at
 * once (commits go on meanwhile) and then the connection is held (`whenUsable`, awaited before the server's
 * connection is taken, see gated-sqlite-dialect.ts) for one more, which finds only the frames of the last moments:
 * the event loop stays free, queries wait a few ms, and the next commit starts the WAL again.
 * Durability is unchanged: SQLite syncs the WAL before a checkpoint copies it and the database file before it
 * marks frames as copied (see wal-group-commit.ts for the commits themselves).
 */
export function startWalCheckpointer(databaseFile: string, options: WalCheckpointerOptions = {}): WalCheckpointer {
  const delayMs = options.delayMs ?? CHECKPOINT_DELAY_MS;
  const restartAfterFrames = options.restartAfterFrames ?? RESTART_AFTER_FRAMES;
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_FILE, { workerData: { driver, file: databaseFile }, resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 } });
  worker.unref(); // a server that forgets to close must still be able to exit

  const stats: WalCheckpointer['stats'] = { checkpoints: 0, restarts: 0 };
  /** Emptying the WAL: 'catching-up' (one checkpoint, connection free), then 'holding' (connection held). */
  let restart: 'catching-up' | 'holding' | undefined;
  let held: { promise: Promise<void>; release: () => void } | undefined;
  let heldCheckpoints = 0;
  /** After giving up (another process keeps old frames in use), no new attempt before this time. */
  let noRestartBefore = 0;
  const release = () => {
    restart = undefined;
    heldCheckpoints = 0;
    held?.release();
    held = undefined;
  };
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let dirty = false;
  let closed = false;
  /** Callers waiting for the running checkpoint / for the next one. */
  let current: Array<(result: CheckpointResult | Error) => void> = [];
  let next: Array<(result: CheckpointResult | Error) => void> = [];
  let closing: Promise<void> | undefined;

  const fail = (reason: string) => {
    if (stats.failed) return;
    stats.failed = reason;
    clearTimeout(timer);
    for (const waiter of [...current, ...next]) waiter(new Error(reason));
    current = [];
    next = [];
    release();
    options.onFailure?.(reason);
  };

  const start = () => {
    clearTimeout(timer);
    timer = undefined;
    if (running || closed || stats.failed) return;
    running = true;
    dirty = false;
    current = next;
    next = [];
    worker.postMessage('checkpoint');
  };

  const schedule = () => {
    if (timer || running || closed || stats.failed) return;
    timer = setTimeout(start, delayMs);
    timer.unref();
  };

  worker.on('message', (message: unknown) => {
    if (typeof message !== 'object' || message === null) return; // 'ready', 'closed'
    running = false;
    const waiters = current;
    current = [];
    if ('error' in message) {
      fail(`WAL checkpoint failed: ${(message as { error: string }).error}`);
      for (const waiter of waiters) waiter(new Error(stats.failed));
      return;
    }
    const result = message as CheckpointResult;
    stats.checkpoints++;
    stats.last = result;
    for (const waiter of waiters) waiter(result);
    if (restart === 'holding' && result.checkpointed === result.log) {
      stats.restarts++;
      release(); // every frame is in the database file: the next commit starts the WAL again
    } else if (restart === 'holding' && ++heldCheckpoints >= MAX_HELD_CHECKPOINTS) {
      // Frames stay in use (a reader of another process, e.g. the operator CLI): do not hold queries any longer.
      release();
      noRestartBefore = Date.now() + 1000;
    } else if (restart === 'catching-up') {
      restart = 'holding';
      let resolve!: () => void;
      held = { promise: new Promise<void>((r) => (resolve = r)), release: () => resolve() };
      start();
      return;
    } else if (!restart && result.log > restartAfterFrames && !closed && Date.now() >= noRestartBefore) {
      restart = 'catching-up';
      start();
      return;
    }
    if (restart === 'holding' || next.length) start(); // holding: a transaction still running committed meanwhile
    else if (dirty) schedule();
  });
  worker.on('error', (error) => fail(`WAL checkpoint thread failed: ${error.message}`));
  let exited = false;
  worker.on('exit', () => {
    exited = true;
    if (!closed) fail('WAL checkpoint thread ended');
  });

  return {
    noteCommit: () => {
      dirty = true;
      schedule();
    },
    checkpoint: () =>
      new Promise<CheckpointResult>((resolve, reject) => {
        if (stats.failed || closed) return reject(new Error(stats.failed ?? 'WAL checkpointer closed'));
        next.push((result) => (result instanceof Error ? reject(result) : resolve(result)));
        start();
      }),
    whenUsable: () => held?.promise,
    stats,
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        closed = true;
        clearTimeout(timer);
        release();
        if (exited) return resolve();
        worker.once('exit', () => resolve());
        // Whoever awaits the close waits for the thread: unreferenced, a process with nothing else to do (a command
        // line tool) would end while the close is still pending, its awaited work never done.
        worker.ref();
        if (stats.failed) {
          void worker.terminate();
          return;
        }
        // The running checkpoint (if any) ends first: the thread takes messages one at a time.
        worker.postMessage('close');
        setTimeout(() => void worker.terminate(), 5000).unref();
      });
      return closing;
    },
  };
}
