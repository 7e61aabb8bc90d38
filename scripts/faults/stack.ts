/**
 * What the fault runs and the soak start: one throwaway PostgreSQL cluster, redis-server and S3-compatible store
 * (scripts/throwaway-services.mjs) for the whole run, and for each scenario two fresh server processes on a
 * database of their own (tests/server/instances.ts), watched through /healthz.
 */
import { findPostgresBin, findRedisServer, startThrowawayPostgres, startThrowawayRedis, startThrowawayS3 } from '../throwaway-services.mjs';
import type { Instances } from '../../tests/server/instances';
import type { ServerProcess, ServerProcessOptions } from '../../tests/server/server-process';

export type Postgres = Awaited<ReturnType<typeof startThrowawayPostgres>>;
export type RedisServer = Awaited<ReturnType<typeof startThrowawayRedis>>;
export type S3Server = Awaited<ReturnType<typeof startThrowawayS3>>;

export interface Services {
  postgres: Postgres;
  redis: RedisServer;
  s3: S3Server;
  /** Two (or `count`) instances on a fresh database, Redis and (unless `folder`) the bucket; `env` on top (`each(i)`: instance i's own). */
  instances: (env?: Record<string, string>, options?: { folder?: boolean; count?: number; process?: ServerProcessOptions; each?: (index: number) => Record<string, string> }) => Promise<Instances>;
  stop: () => Promise<void>;
}

/**
 * FAULT_PORTS_FROM: where the throwaway servers and the instances look for free ports: PostgreSQL from it, Redis
 * from +10, the object store from +20, the instances from +30 (default: each service's own, any port for the
 * instances).
 */
export async function startServices(): Promise<Services> {
  if (!findPostgresBin() || !findRedisServer()) throw new Error('PostgreSQL and redis-server are needed (apt-get install postgresql redis-server)');
  const from = process.env.FAULT_PORTS_FROM ? Number(process.env.FAULT_PORTS_FROM) : undefined;
  const postgres = await startThrowawayPostgres(from ? { portFrom: from } : {});
  const redis = await startThrowawayRedis(from ? { portFrom: from + 10 } : {});
  const s3 = await startThrowawayS3(from ? { portFrom: from + 20 } : {});
  // tests/server/test-database.ts reads it when first imported: each scenario's database on this cluster.
  process.env.TEST_DATABASE_URL = postgres.url;
  const { startInstances } = await import('../../tests/server/instances');
  return {
    postgres,
    redis,
    s3,
    instances: (env = {}, { folder = false, count = 2, process: processOptions, each } = {}) =>
      startInstances(count, { REDIS_URL: redis.url, ...(folder ? {} : s3.env), ...env }, { timeoutMs: 90_000, ...(from ? { portFrom: from + 30 } : {}), each, ...processOptions }),
    stop: async () => {
      await Promise.allSettled([s3.stop(), redis.stop()]);
      await postgres.stop();
    },
  };
}

export interface HealthSample {
  at: number;
  server: number;
  status: number | 'no answer';
  body?: { database?: string; rate_limits?: string };
}

/** Asks every instance's /healthz every `everyMs`; `stop` ends it. */
export function watchHealth(servers: ServerProcess[], everyMs = 250) {
  const samples: HealthSample[] = [];
  let running = true;
  const loops = servers.map(async (server, index) => {
    while (running) {
      const at = Date.now();
      try {
        const r = await fetch(`${server.origin}/healthz`, { signal: AbortSignal.timeout(5000) });
        samples.push({ at, server: index, status: r.status, body: (await r.json()) as HealthSample['body'] });
      } catch {
        samples.push({ at, server: index, status: 'no answer' });
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  });
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Resolves once every server answers /healthz 200 (and `extra` holds for its body); the time it took. */
export async function untilHealthy(servers: ServerProcess[], extra: (body: any) => boolean = () => true, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const states = await Promise.all(
      servers.map(async (s) => {
        try {
          const r = await fetch(`${s.origin}/healthz`, { signal: AbortSignal.timeout(3000) });
          return r.status === 200 && extra(await r.json());
        } catch {
          return false;
        }
      }),
    );
    if (states.every(Boolean)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not healthy after ${timeoutMs} ms`);
}

export const alive = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
