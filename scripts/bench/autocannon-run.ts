import { createRequire } from 'node:module';
import { cpuMilliseconds } from './process-usage';

interface Histogram {
  average: number;
  p99: number;
}
interface Result {
  requests: Histogram & { total: number };
  latency: Histogram;
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}
export interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  onResponse?: (status: number, body: string) => void;
}
export type AutocannonOptions = Record<string, unknown> & { requests?: AutocannonRequest[] };
type Autocannon = (options: AutocannonOptions, done: (error: Error | null, result: Result) => void) => { stop: () => void };
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** The settings of every run, the bare Fastify baseline's included, so their figures compare (BENCH_SECONDS: shorter trials). */
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 10;

/** One figure: requests over all targets, p99 the worst of the targets' p99s. */
export interface Figure {
  perSecond: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU time the measured processes spent per request, when known. */
  cpuMsPerRequest?: number;
}

/** Where autocannon sends requests: a server's origin and its process (for its CPU time). */
export interface Target {
  origin: string;
  pid?: number;
}

/**
 * Runs autocannon against every origin at once, the CONNECTIONS split evenly (as a load balancer would);
 * `options(origin, stop)` builds one origin's run and may end it early.
 */
export async function bench(targets: Target[], options: (origin: string, stop: () => void) => AutocannonOptions): Promise<Figure> {
  const cpu = () => targets.reduce<number | undefined>((sum, t) => (sum === undefined || t.pid === undefined ? undefined : add(sum, cpuMilliseconds(t.pid))), 0);
  const cpuBefore = cpu();
  const results = await Promise.all(
    targets.map(
      ({ origin }) =>
        new Promise<Result>((resolve, reject) => {
          const instance: { stop: () => void } | undefined = autocannon(
            { ...options(origin, () => instance?.stop()), connections: CONNECTIONS / targets.length },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
        }),
    ),
  );
  const duration = Math.max(...results.map((r) => r.duration));
  const cpuAfter = cpu();
  const sum = (pick: (r: Result) => number) => results.reduce((total, r) => total + pick(r), 0);
  const total = sum((r) => r.requests.total);
  return {
    cpuMsPerRequest: cpuBefore !== undefined && cpuAfter !== undefined && total ? (cpuAfter - cpuBefore) / total : undefined,
    perSecond: sum((r) => r.requests.total) / duration,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    total,
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
  };
}

/** `figure / baseline` as the table prints it, e.g. `0.41×`. */
export const ratio = (figure: Figure, baseline: Figure) => `${(figure.perSecond / baseline.perSecond).toFixed(2)}×`;

const add = (a: number, b: number | undefined) => (b === undefined ? undefined : a + b);

export const cpuPerRequest = (f: Figure) => (f.cpuMsPerRequest === undefined ? '?' : f.cpuMsPerRequest.toFixed(2));

export const row = (name: string, f: Figure, baseline?: Figure) =>
  `${name.padEnd(34)} ${f.perSecond.toFixed(0).padStart(7)} req/s   p99 ${String(f.p99).padStart(4)} ms${baseline ? `   ${ratio(f, baseline).padStart(6)} of bare` : ''}   server CPU ${cpuPerRequest(f)} ms/req   (${f.total} requests, ${f.non2xx} non-2xx, ${f.errors} errors, ${f.timeouts} timeouts)`;
