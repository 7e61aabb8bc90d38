/**
 * `npm run profile:api -- [lookup|creation] [--source]`: a CPU profile (node --cpu-prof) of the real server while
 * autocannon runs one workload of bench:api, summarised by where the time goes (package, our file, GC).
 * A first server process prepares the data (uploads, the claim to look up); a second one, on the same DATA_DIR,
 * is profiled for the workload alone. Runs the compiled bundle (dist-server, as bench:api does), or the sources
 * through tsx with --source. Profiles are kept in a printed folder for Chrome DevTools.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from './build-server.mjs';
import { startServerProcess } from '../tests/server/server-process';
import { summariseCpuProfile } from './bench/cpu-profile-summary';
import { claimCreations, createLookupClaim, lookups, uploadProofs } from './bench/workloads';
import { row } from './bench/autocannon-run';

const workload = process.argv[2] === 'creation' ? 'creation' : 'lookup';
const fromSource = process.argv.includes('--source');
const RAISED_LIMIT = '1000000';

async function main(): Promise<void> {
  const entry = fromSource ? undefined : (await buildServer()).file;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-api-'));
  const profiles = path.join(dir, 'profiles');
  fs.mkdirSync(path.join(dir, 'dist'));
  const env = {
    DATA_DIR: path.join(dir, 'data'),
    DIST_DIR: path.join(dir, 'dist'),
    LOOKUP_RATE_LIMIT_PER_MINUTE: RAISED_LIMIT,
    CLAIM_RATE_LIMIT_PER_MINUTE: RAISED_LIMIT,
    UPLOAD_RATE_LIMIT_PER_MINUTE: RAISED_LIMIT,
    LOG_LEVEL: 'warn',
  };
  const preparing = await startServerProcess(env, { entry });
  let reference: string;
  let proofs: string[];
  try {
    ({ proofs } = await uploadProofs([{ origin: preparing.origin }]));
    reference = await createLookupClaim(preparing.origin, proofs);
  } finally {
    await preparing.stop();
  }
  const profiled = await startServerProcess(env, { entry, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profiles}`] });
  const micros = () => Number(process.hrtime.bigint() / 1000n);
  let span;
  try {
    const target = { origin: profiled.origin, pid: profiled.child.pid };
    const fromMicros = micros();
    const figure = workload === 'lookup' ? await lookups([target], reference) : await claimCreations([target], proofs);
    span = { fromMicros, toMicros: micros() };
    console.log(row(workload, figure));
  } finally {
    await profiled.stop();
  }
  for (const file of fs.readdirSync(profiles)) console.log(summariseCpuProfile(path.join(profiles, file), 30, span));
  fs.rmSync(path.join(dir, 'data'), { recursive: true, force: true });
  console.log(`Profile kept in ${profiles}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
