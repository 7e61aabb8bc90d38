import os from 'node:os';

/**
 * The benchmarks' comparison with their yardstick, the bare React form (bench/bare-form) measured in the same run,
 * interleaved with each page: medians, ratios to the form's and the issue's goals (issue 34). Absolute times move
 * with the machine and its load; a ratio to the form measured beside the page is what the README reports.
 */

/**
 * The middle value (the upper one of an even count) of those measured: a run that could not measure a figure (a
 * Lighthouse run that failed on a busy machine, a page without a control) leaves it out; NaN when none measured it.
 */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.floor(sorted.length / 2)];
}

/** Each figure's median over the runs, figure by figure (one noisy run moves no figure). */
export function medianFigures<K extends string>(runs: ReadonlyArray<Record<K, number>>): Record<K, number> {
  if (!runs.length) throw new Error('no runs to take the median of');
  const keys = Object.keys(runs[0]) as K[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Record<K, number>;
}

/** The page's figure as a multiple of the form's; NaN when either is missing or the form's is 0. */
export function ratio(page: number, form: number): number {
  return Number.isFinite(page) && Number.isFinite(form) && form > 0 ? page / form : NaN;
}

/** Milliseconds as the tables print them: whole, `missing` when there is no figure. */
export function formatMs(value: number, missing = '-'): string {
  return Number.isFinite(value) ? String(Math.round(value)) : missing;
}

/** A ratio as the tables print it: `0.83×`, `-` when there is none. */
export function formatRatio(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(2)}×` : '-';
}

/** The lowest and highest of the finite values, as `low-high` (one value alone when they are equal). */
export function range(values: readonly number[], format: (value: number) => string): string {
  const finite = values.filter((value) => Number.isFinite(value));
  if (!finite.length) return '-';
  const [low, high] = [Math.min(...finite), Math.max(...finite)];
  return low === high ? format(low) : `${format(low)}-${format(high)}`;
}

/**
 * Measures the page and the form `runs` times each, in turn (form then page, then page then form, ...), so that the
 * machine's noise and any drift in its load hit both alike.
 */
export async function interleaved<F>(runs: number, page: () => Promise<F>, form: () => Promise<F>): Promise<{ page: F[]; form: F[] }> {
  const result: { page: F[]; form: F[] } = { page: [], form: [] };
  for (let i = 0; i < runs; i++) {
    const order = i % 2 === 0 ? (['form', 'page'] as const) : (['page', 'form'] as const);
    for (const which of order) result[which].push(await (which === 'page' ? page : form)());
  }
  return result;
}

/** A goal every measured page is held to, stated as the tables print it. */
export interface Goal<R> {
  name: string;
  met: (row: R) => boolean;
}

/** One line per goal: met on every page, or the pages that missed it. */
export function goalReport<R extends { url: string }>(rows: readonly R[], goals: ReadonlyArray<Goal<R>>): string[] {
  return goals.map(({ name, met }) => {
    const missed = rows.filter((row) => !met(row)).map((row) => row.url);
    return missed.length ? `${name}: MISSED on ${missed.join(', ')}` : `${name}: met on all ${rows.length}`;
  });
}

/** The machine's load average (1, 5 and 15 minutes), printed with every measurement: the ratio is the point. */
export function loadAverage(): string {
  return `load average ${os.loadavg().map((load) => load.toFixed(2)).join(', ')} (${os.cpus().length} cores)`;
}
