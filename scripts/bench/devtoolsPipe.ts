import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { stopOnSignal } from './stop-on-signal';

/** One page of a Chromium driven through the bare DevTools protocol. */
export interface DevtoolsPage {
  send<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** Resolves with the event's parameters the next time the page reports `method` (its domain must be enabled). */
  once<T = unknown>(method: string): Promise<T>;
  close(): Promise<void>;
}

/**
 * A fresh Chromium (its own profile: no cache, no storage) with one blank page, driven over `--remote-debugging-pipe`
 * with nothing but the commands the caller sends. Playwright and Puppeteer enable DevTools' Runtime domain on every
 * page, and with it V8 records a detailed stack trace for every Error created: React DOM creates one while its
 * module starts, which then re-reads its 200 kB for source positions (60 ms at 4x, measured), a cost no visitor's
 * browser pays. A bench of what a visitor waits for therefore leaves that domain off.
 */
export async function openDevtoolsPage(executablePath: string, args: string[]): Promise<DevtoolsPage> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const chromium = spawn(executablePath, ['--headless', '--remote-debugging-pipe', `--user-data-dir=${profile}`, ...args, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const toBrowser = chromium.stdio[3] as Writable;
  const fromBrowser = chromium.stdio[4] as Readable;
  const exited = new Promise((resolve) => chromium.once('exit', resolve));

  let nextId = 0;
  const replies = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const waiters = new Map<string, Array<(params: unknown) => void>>();
  let buffered = '';
  fromBrowser.on('data', (chunk: Buffer) => {
    // Messages are JSON separated by NUL bytes.
    const parts = (buffered + chunk.toString('utf8')).split('\0');
    buffered = parts.pop() ?? '';
    for (const part of parts) {
      const message = JSON.parse(part) as { id?: number; method?: string; params?: unknown; result?: unknown; error?: { message: string } };
      if (message.id !== undefined) {
        const reply = replies.get(message.id);
        replies.delete(message.id);
        if (message.error) reply?.reject(new Error(message.error.message));
        else reply?.resolve(message.result);
      } else if (message.method) {
        for (const waiter of waiters.get(message.method)?.splice(0) ?? []) waiter(message.params);
      }
    }
  });
  // A browser that failed to start or went away answers nothing more: whatever waits for it fails instead of hanging.
  const fail = (why: string) => {
    for (const reply of replies.values()) reply.reject(new Error(`Chromium (${executablePath}) is not answering: ${why}`));
    replies.clear();
  };
  chromium.once('error', (error) => fail(error.message));
  toBrowser.on('error', (error) => fail(error.message));
  fromBrowser.on('error', (error) => fail(error.message));
  chromium.once('exit', (code, signal) => fail(`it exited (${signal ?? code})`));
  const send = <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId;
      replies.set(id, { resolve: resolve as (value: unknown) => void, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });

  const running = () => chromium.exitCode === null && chromium.signalCode === null;
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      forget();
      if (running()) await send('Browser.close').catch(() => undefined);
      const killer = setTimeout(() => chromium.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
      rmSync(profile, { recursive: true, force: true });
    })());
  // An interrupted bench leaves no browser or profile behind.
  const forget = stopOnSignal(close);

  let sessionId: string;
  try {
    const { targetInfos } = await send<{ targetInfos: Array<{ targetId: string; type: string }> }>('Target.getTargets');
    const page = targetInfos.find((target) => target.type === 'page');
    if (!page) throw new Error('Chromium opened no page');
    ({ sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId: page.targetId, flatten: true }));
  } catch (error) {
    await close();
    throw error;
  }

  return {
    send: (method, params) => send(method, params, sessionId),
    once: (method) =>
      new Promise((resolve) => {
        waiters.set(method, [...(waiters.get(method) ?? []), resolve as (params: unknown) => void]);
      }),
    close,
  };
}
