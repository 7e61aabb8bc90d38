/**
 * `npm run bench:ab`: what a change to the build buys a customer on a slow phone, measured in alternating visits
 * (issue 34: keep what each change bought, drop what did not help). Two servers run side by side, one on the build
 * in DIST_A (a copy of dist/ made before the change: `cp -r dist /tmp/before`), one on DIST_B (default dist/); each
 * address is visited RUNS times (8) on each, in turn (A then B, then B then A, ...), so that the machine's noise and
 * any drift in its load hit both alike, with the visits of `npm run bench:ready` (scripts/bench/slowPhoneVisit.ts).
 * Per address: the median FCP and ready of each build, every visit's ready, and B's median ready as a multiple of A's.
 * `-- <address>…` measures only those (default: bench:ready's addresses). On this 2-core machine one address's
 * medians of 8 visits move by about ±2% between runs: a difference smaller than that is no difference.
 * A change to the server too (what a page preloads, how it is sent) needs A's server as well as its build: ROOT_A
 * names a checkout of the code before the change (`git worktree add /tmp/before HEAD~1`, then `npm run build` there,
 * node_modules linked), whose server then serves DIST_A (default: that checkout's dist/); otherwise both servers
 * run this checkout's code, and a page of A would preload as B's server plans it.
 */
import path from 'node:path';
import { startSiteServer } from './bench/site-server';
import { SLOW_PHONE, targetsNamed, visitOnSlowPhone, warmUp } from './bench/slowPhoneVisit';
import { formatMs as ms, formatRatio, interleaved, loadAverage, median, ratio } from './bench/yardstick';

const RUNS = Number(process.env.RUNS ?? 8);
const rootA = process.env.ROOT_A ? path.resolve(process.env.ROOT_A) : undefined;
const distA = process.env.DIST_A ?? (rootA && path.join(rootA, 'dist'));
if (!distA) throw new Error('DIST_A names the build to compare with (a copy of dist/ made before the change), or ROOT_A a checkout of the code before it');
const distB = process.env.DIST_B ?? 'dist';

const targets = targetsNamed(process.argv.slice(2));
const port = Number(process.env.BENCH_AB_PORT ?? 3192);
const [a, b] = await Promise.all([
  startSiteServer(port, 'bench-ab-a', { distDir: path.resolve(distA), ...(rootA ? { root: rootA } : {}) }),
  startSiteServer(port + 1, 'bench-ab-b', { distDir: path.resolve(distB) }),
]);
try {
  await warmUp(a.origin, targets);
  await warmUp(b.origin, targets);
  console.log(`${SLOW_PHONE}; ${RUNS} fresh visits per build, in turn; A: ${rootA ? `${rootA} serving ` : ''}${distA}, B: ${distB}`);
  console.log(`${new Date().toISOString()}, ${loadAverage()}\n`);
  console.log('| address | A FCP | B FCP | A ready | B ready | B ÷ A ready | A visits | B visits |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const target of targets) {
    // The yardstick's turn (first in the first round) is A's: the build before the change.
    const runs = await interleaved(RUNS, () => visitOnSlowPhone(b.origin, target), () => visitOnSlowPhone(a.origin, target));
    const [before, after] = [runs.form, runs.page];
    const of = (visits: typeof before, key: 'fcp' | 'ready') => median(visits.map((visit) => visit[key]));
    const readies = (visits: typeof before) => visits.map((visit) => ms(visit.ready)).join(', ');
    console.log(
      `| ${target.url} | ${ms(of(before, 'fcp'))} | ${ms(of(after, 'fcp'))} | ${ms(of(before, 'ready'))} | ${ms(of(after, 'ready'))} | ${formatRatio(ratio(of(after, 'ready'), of(before, 'ready')))} | ${readies(before)} | ${readies(after)} |`,
    );
  }
  console.log(`\n${new Date().toISOString()}, ${loadAverage()}`);
} finally {
  await Promise.all([a.stop(), b.stop()]);
}
