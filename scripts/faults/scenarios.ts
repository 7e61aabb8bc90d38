/**
 * The faults, each injected in the middle of a steady stream of claims, uploads and lookups against two
 * instances (traffic.ts). Each returns what it counted and checked (report.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Instances } from '../../tests/server/instances';
import { baseReport, countClaims, type FaultReport } from './report';
import { alive, sleep, untilHealthy, watchHealth, type HealthSample, type Services } from './stack';
import { byStatus, startTraffic, type Operation, type Traffic, type TrafficOptions } from './traffic';
import { killedMidPublish } from './killed-mid-publish';
import { killedMidPurge } from './killed-mid-purge';

export interface Timing {
  /** Operations per second. */
  rate: number;
  /** Traffic before the fault, the fault itself, traffic after it. */
  beforeMs: number;
  outageMs: number;
  afterMs: number;
}

const MIX: Operation[] = ['claim', 'upload', 'lookup', 'claim', 'lookup'];

export type Scenario = (services: Services, timing: Timing) => Promise<FaultReport>;

type Findings = Pick<FaultReport, 'measured' | 'checks'>;

/**
 * Runs traffic around `fault` on fresh instances; `fault` gets them and returns figures and checks of its own;
 * `after` (once the traffic stopped) more of them. `each(i)`: instance i's own environment.
 */
export async function aroundFault(
  name: string,
  services: Services,
  timing: Timing,
  fault: (pair: Instances, health: HealthSample[], traffic: Traffic) => Promise<Findings>,
  options: { env?: Record<string, string>; each?: (index: number) => Record<string, string>; folder?: boolean; mix?: Operation[]; after?: (pair: Instances, traffic: Traffic) => Promise<Findings> } = {},
): Promise<FaultReport> {
  const pair = await services.instances(options.env, { folder: options.folder, each: options.each });
  const runId = `fault-${name.split(' ')[0].toLowerCase()}-${Date.now().toString(36)}`;
  const trafficOptions: TrafficOptions = { rate: timing.rate, mix: options.mix ?? MIX, runId };
  try {
    const health = watchHealth(pair.servers);
    const traffic = startTraffic(() => pair.servers.filter(alive).map((s) => s.origin), trafficOptions);
    await sleep(timing.beforeMs);
    const own = await fault(pair, health.samples, traffic);
    await sleep(timing.afterMs);
    const { unfinished } = await traffic.stop();
    await health.stop();
    const counted = await countClaims(pair, traffic, runId);
    const later = (await options.after?.(pair, traffic)) ?? { measured: {}, checks: [] };
    const report = baseReport(name, traffic, counted);
    report.measured = { ...own.measured, ...later.measured };
    report.checks.push(
      { what: 'every customer in flight was answered in the end', ok: unfinished === 0, detail: String(unfinished) },
      { what: 'no half-written claim (identifier and document with each)', ok: counted.halfWritten === 0, detail: String(counted.halfWritten) },
      ...own.checks,
      ...later.checks,
    );
    return report;
  } finally {
    await pair.stop();
  }
}

const statusesBetween = (health: HealthSample[], from: number, to: number) => [...new Set(health.filter((h) => h.at >= from && h.at <= to).map((h) => h.status))];
/** Each instance's first /healthz answer watched after `from` (waiting for one, on a slow machine). */
async function healthAfter(pair: Instances, health: HealthSample[], from: number): Promise<Array<HealthSample['status']>> {
  const first = () => pair.servers.map((_, i) => health.find((h) => h.server === i && h.at >= from)?.status);
  for (let waited = 0; first().includes(undefined) && waited < 15_000; waited += 100) await sleep(100);
  return first().map((status) => status ?? 'no answer');
}

export const noneExited = (pair: Instances) => ({
  what: 'no instance exited or restarted',
  ok: pair.servers.every(alive),
  detail: pair.servers.map((s, i) => `#${i} ${alive(s) ? 'up' : `exited ${s.child.exitCode ?? s.child.signalCode}`}`).join(', '),
});

/** 1. PostgreSQL stopped (`pg_ctl stop -m fast`) and started again. */
export const postgresRestart: Scenario = (services, timing) =>
  aroundFault('PostgreSQL stopped and started', services, timing, async (pair, health) => {
    const stoppedAt = Date.now();
    await services.postgres.stop({ keep: true });
    await sleep(timing.outageMs);
    await services.postgres.start();
    const startedAt = Date.now();
    const recoveryMs = await untilHealthy(pair.servers);
    const during = statusesBetween(health, stoppedAt + 2500, startedAt - 200);
    const after = await healthAfter(pair, health, startedAt + recoveryMs);
    return {
      measured: { 'database away (ms)': startedAt - stoppedAt, 'recovery after the database is back (ms, both /healthz 200)': recoveryMs },
      checks: [
        { what: '/healthz 503 while the database is away', ok: during.length > 0 && during.every((s) => s === 503), detail: during.join('/') },
        { what: '/healthz 200 after', ok: after.length > 0 && after.every((s) => s === 200), detail: after.join('/') },
        noneExited(pair),
      ],
    };
  });

/** 2. Redis stopped and started: limits open, /healthz says so, shared counting resumes. */
export const redisRestart: Scenario = (services, timing) =>
  aroundFault(
    'Redis stopped and started',
    services,
    timing,
    async (pair, health) => {
      const before = await reportBurst(pair, '10.0.0.1');
      await services.redis.stop({ keep: true });
      const stoppedAt = Date.now();
      await sleep(Math.min(timing.outageMs, 1500));
      const during = await reportBurst(pair, '10.0.0.2');
      await sleep(Math.max(0, timing.outageMs - (Date.now() - stoppedAt)));
      const healthDuring = health.filter((h) => h.at > stoppedAt + 1500);
      await services.redis.start();
      const recoveryMs = await untilHealthy(pair.servers, (body) => body.rate_limits === 'ok');
      const after = await reportBurst(pair, '10.0.0.3');
      const sayUnavailable = healthDuring.length > 0 && healthDuring.every((h) => h.status === 200 && h.body?.rate_limits === 'unavailable');
      return {
        measured: { 'rate-limit answers before / while away / after (of 8, limit 6 per minute)': `${before} / ${during} / ${after}`, 'until /healthz says rate_limits ok (ms)': recoveryMs },
        checks: [
          { what: 'counted across both instances before: 6 accepted, then 429', ok: before === '6×204 2×429' },
          { what: 'limits open while Redis is away: all 8 accepted', ok: during === '8×204' },
          { what: '/healthz 200 with rate_limits "unavailable" while away', ok: sayUnavailable },
          { what: 'shared counting resumes without a restart: 6 accepted, then 429', ok: after === '6×204 2×429' },
          noneExited(pair),
        ],
      };
    },
    { env: { TRUST_PROXY: 'loopback', REPORT_RATE_LIMIT_PER_MINUTE: '6' } },
  );

/** Eight client reports from one client address, alternately through both instances: `6×204 2×429`. */
async function reportBurst(pair: Instances, address: string): Promise<string> {
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    const r = await fetch(`${pair.servers[i % 2].origin}/api/2022launch/client-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ promotion_id: 'GOO00028-GB', locale: 'en-GB', kind: 'storage_fallback', detail: 'session_storage', release: 'index-fault.js' }),
    });
    statuses.push(r.status);
  }
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${n}×${s}`).join(' ');
}

/** 3. The object store stopped: uploads 503, nothing recorded, then back. */
export const objectStorageStopped: Scenario = (services, timing) =>
  aroundFault('Object storage stopped', services, timing, async (pair) => {
    await services.s3.stop({ keep: true });
    const stoppedAt = Date.now();
    const probe = await uploadOnce(pair);
    await sleep(timing.outageMs);
    await services.s3.start();
    const startedAt = Date.now();
    let recoveryMs = -1;
    while (Date.now() - startedAt < 30_000) {
      if ((await uploadOnce(pair)).status === 201) {
        recoveryMs = Date.now() - startedAt;
        break;
      }
      await sleep(100);
    }
    const db = pair.db();
    const rows = new Set((await db.selectFrom('uploads').select('id').execute()).map((r) => r.id));
    await db.destroy();
    const objects = new Set(services.s3.objectKeys().map((k: string) => k.replace(/^uploads\//, '').replace(/\.\w+$/, '')));
    const orphans = [...rows].filter((id) => !objects.has(id));
    return {
      measured: { 'store away (ms)': startedAt - stoppedAt, 'first upload 201 after it is back (ms)': recoveryMs },
      checks: [
        { what: 'an upload while it is away: 503 in the contract shape', ok: probe.status === 503 && probe.body?.errors?.[0]?.code === 1, detail: `${probe.status} ${JSON.stringify(probe.body)}` },
        { what: 'every recorded upload has its object (nothing recorded without its file)', ok: orphans.length === 0, detail: String(orphans.length) },
        { what: 'uploads work again when it is back', ok: recoveryMs >= 0 },
        noneExited(pair),
      ],
    };
  });

async function uploadOnce(pair: Instances): Promise<{ status: number; body: any }> {
  const { PNG } = await import('../../tests/server/multipart');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'proof.png');
  const r = await fetch(`${pair.servers[0].origin}/api/2022launch/file-upload`, { method: 'POST', body: form });
  return { status: r.status, body: await r.json() };
}

/** 4. One instance SIGKILLed in the middle of claims and of publishes. */
export const instanceKilled: Scenario = (services, timing) =>
  aroundFault('Instance SIGKILLed mid claims and mid publish', services, timing, (pair) => killedMidPublish(pair, timing));

/** 5. The upload folder's disk full (a small tmpfs; root only). */
export const diskFull: Scenario = async (services, timing) => {
  if (process.getuid?.() !== 0) return skipped('Upload folder disk full', 'mounting a small tmpfs needs root');
  const mount = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mount]);
  } catch (error) {
    fs.rmSync(mount, { recursive: true, force: true });
    return skipped('Upload folder disk full', `could not mount a tmpfs (${(error as Error).message.split('\n')[0]})`);
  }
  try {
    return await aroundFault(
      'Upload folder disk full',
      services,
      timing,
      async (pair) => {
        // 64 KiB hold 16 files of a page each: the stream fills it within seconds.
        const fullAt = Date.now();
        let probe = await uploadOnce(pair);
        while (probe.status === 201 && Date.now() - fullAt < 30_000) probe = await uploadOnce(pair);
        await sleep(timing.outageMs);
        const db = pair.db();
        const rows = (await db.selectFrom('uploads').select(['id', 'stored_name']).execute()).filter((r) => !fs.existsSync(path.join(mount, r.stored_name)));
        await db.destroy();
        const health = await Promise.all(pair.servers.map((s) => fetch(`${s.origin}/healthz`).then((r) => r.status)));
        return {
          measured: { 'answer once full': `${probe.status} ${JSON.stringify(probe.body)}` },
          checks: [
            { what: 'a full disk answers 503 "File storage is full" in the contract shape', ok: probe.status === 503 && /full/.test(probe.body?.errors?.[0]?.message ?? '') },
            { what: 'nothing recorded without its file', ok: rows.length === 0, detail: String(rows.length) },
            { what: 'the servers stay up and healthy', ok: health.every((s) => s === 200), detail: health.join('/') },
            noneExited(pair),
          ],
        };
      },
      { folder: true, env: { UPLOAD_DIR: mount } },
    );
  } finally {
    execFileSync('umount', [mount]);
    fs.rmSync(mount, { recursive: true, force: true });
  }
};

/** 6. A database that stops answering (its processes paused): 503 within the set time, then the pool recovers. */
export const postgresPaused: Scenario = (services, timing) => {
  const timeoutSeconds = 2;
  // A request may wait for a checkout and then for one query, each up to the timeout (+1 s for the query).
  const bound = 2 * (timeoutSeconds + 1) * 1000 + 1000;
  return aroundFault(
    'PostgreSQL paused (kill -STOP)',
    services,
    timing,
    async (pair, health, traffic) => {
      const processes = services.postgres.processes();
      const pausedAt = Date.now();
      for (const pid of processes) process.kill(pid, 'SIGSTOP');
      try {
        // Longer than the bound, so that requests sent while paused must be answered before it ends.
        await sleep(Math.max(timing.outageMs, bound + 3000));
      } finally {
        for (const pid of processes) process.kill(pid, 'SIGCONT');
      }
      const resumedAt = Date.now();
      const recoveryMs = await untilHealthy(pair.servers);
      const during = statusesBetween(health, pausedAt + 500, resumedAt - 2500);
      // Requests sent while it was paused (and early enough to have to be answered before it came back).
      const met = traffic.answers.filter((a) => a.at >= pausedAt && a.at <= resumedAt - bound);
      const slowest = Math.max(0, ...met.map((a) => a.ms));
      return {
        measured: {
          'paused (ms)': resumedAt - pausedAt,
          DATABASE_TIMEOUT_SECONDS: timeoutSeconds,
          'answers while paused': Object.entries(byStatus(met)).map(([s, n]) => `${s}: ${n}`).join(', '),
          'slowest answer while paused (ms)': slowest,
          'recovery after kill -CONT (ms, both /healthz 200)': recoveryMs,
        },
        checks: [
          { what: `requests sent while paused answered within ${bound} ms, not held until it was back`, ok: met.length > 0 && slowest <= bound, detail: `${met.length} requests, slowest ${slowest} ms` },
          { what: 'requests that met the paused database answered 503', ok: met.some((a) => a.status === 503) },
          { what: '/healthz 503 while paused', ok: during.length > 0 && during.every((s) => s === 503), detail: during.join('/') },
          noneExited(pair),
        ],
      };
    },
    { env: { DATABASE_TIMEOUT_SECONDS: String(timeoutSeconds) } },
  );
};

function skipped(fault: string, why: string): FaultReport {
  console.log(`${fault}: SKIPPED, ${why}`);
  return { fault, sent: 0, answered: {}, acknowledged: 0, stored: 0, duplicates: 0, lost: 0, measured: {}, checks: [], skipped: why };
}

export const SCENARIOS: Record<string, Scenario> = {
  'postgres-restart': postgresRestart,
  redis: redisRestart,
  'object-storage': objectStorageStopped,
  'instance-kill': instanceKilled,
  'disk-full': diskFull,
  'postgres-pause': postgresPaused,
  'purge-kill': killedMidPurge,
};
