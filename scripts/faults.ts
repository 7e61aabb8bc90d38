// `npm run faults`: two instances on PostgreSQL + Redis + object storage under a steady stream of claims, uploads
// and lookups, each fault injected mid-stream (scripts/faults/scenarios.ts); prints per fault the requests sent,
// answered by status, acknowledged claims, claims stored, duplicates and lost, and what it checked. Exits 1 when a
// check fails. `--short` (part of `npm test`): a few seconds around each fault. `--only a,b`: some of them
// (postgres-restart, redis, object-storage, instance-kill, disk-full, postgres-pause, smtp-away,
// instance-killed-while-sending, purge-kill). `--json FILE`: the reports.
// Without PostgreSQL or redis-server it skips with one line (fails with REQUIRE_TEST_POSTGRES=1, as in CI).
import fs from 'node:fs';
import { printReport, type FaultReport } from './faults/report';
import { MESSAGE_SCENARIOS } from './faults/message-scenarios';
import { SCENARIOS, type Timing } from './faults/scenarios';
import { startServices } from './faults/stack';
import { findPostgresBin, findRedisServer } from './throwaway-services.mjs';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const short = args.includes('--short');
const timing: Timing = short ? { rate: 10, beforeMs: 2000, outageMs: 3000, afterMs: 2000 } : { rate: 20, beforeMs: 5000, outageMs: 8000, afterMs: 8000 };
const only = option('--only')?.split(',');

async function main(): Promise<number> {
  if (!findPostgresBin() || !findRedisServer()) {
    const line = 'faults: SKIPPED, PostgreSQL and redis-server are needed (apt-get install postgresql redis-server)';
    console.log(process.env.REQUIRE_TEST_POSTGRES === '1' ? line.replace('SKIPPED', 'FAILED') : line);
    return process.env.REQUIRE_TEST_POSTGRES === '1' ? 1 : 0;
  }
  const services = await startServices();
  const reports: FaultReport[] = [];
  try {
    for (const [name, scenario] of Object.entries({ ...SCENARIOS, ...MESSAGE_SCENARIOS })) {
      if (only && !only.includes(name)) continue;
      const started = Date.now();
      const report = await scenario(services, timing);
      report.measured['run (s)'] = Math.round((Date.now() - started) / 1000);
      printReport(report);
      reports.push(report);
    }
  } finally {
    await services.stop();
  }
  const json = option('--json');
  if (json) fs.writeFileSync(json, `${JSON.stringify({ date: new Date().toISOString(), timing, reports }, null, 2)}\n`);
  const failed = reports.flatMap((r) => r.checks.filter((c) => !c.ok).map((c) => `${r.fault}: ${c.what}`));
  console.log(`\nfaults: ${reports.length} run, ${failed.length ? `${failed.length} checks FAILED:\n  ${failed.join('\n  ')}` : 'every check passed'}`);
  return failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
