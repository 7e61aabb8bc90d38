// `npm run test:server:postgres` (part of `npm test`): the server test suite (tests/server) once more, on
// PostgreSQL. Starts a throwaway cluster (and redis-server for the multi-instance tests) unless
// TEST_DATABASE_URL is given, runs vitest with TEST_DATABASE_URL / TEST_REDIS_URL, stops what it started.
// Without PostgreSQL it prints one line and skips (exit 0), or fails when REQUIRE_TEST_POSTGRES=1 (CI).
// TEST_POSTGRES_PORT_FROM / TEST_REDIS_PORT_FROM: where to look for free ports (two runs at once, scripts/test-node24.mjs).
// Extra arguments go to vitest, e.g. `npm run test:server:postgres -- tests/server/multi-instance.test.ts`.
import { spawn } from 'node:child_process';
import { findPostgresBin, findRedisServer, startThrowawayPostgres, startThrowawayRedis } from './throwaway-services.mjs';

const required = process.env.REQUIRE_TEST_POSTGRES === '1';
const started = [];
const stopAll = () => Promise.allSettled(started.splice(0).map((service) => service.stop()));

async function main() {
  let databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    const bin = findPostgresBin();
    if (!bin) {
      const line = 'PostgreSQL server tests: SKIPPED, PostgreSQL is not installed here (apt-get install postgresql, or set TEST_DATABASE_URL). Only the SQLite run happened.';
      console.log(required ? line.replace('SKIPPED', 'FAILED') : line);
      return required ? 1 : 0;
    }
    const postgres = await startThrowawayPostgres({ bin, ...(process.env.TEST_POSTGRES_PORT_FROM ? { portFrom: Number(process.env.TEST_POSTGRES_PORT_FROM) } : {}) });
    started.push(postgres);
    databaseUrl = postgres.url;
    console.log(`PostgreSQL server tests: throwaway cluster ${bin.split('/').at(-2)} at ${databaseUrl}`);
  }
  let redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl && findRedisServer()) {
    const redis = await startThrowawayRedis(process.env.TEST_REDIS_PORT_FROM ? { portFrom: Number(process.env.TEST_REDIS_PORT_FROM) } : {});
    started.push(redis);
    redisUrl = redis.url;
  }
  if (!redisUrl) console.log('PostgreSQL server tests: no redis-server here, the shared rate-limit tests are skipped (apt-get install redis-server).');

  const args = process.argv.slice(2);
  const child = spawn('npx', ['vitest', 'run', ...(args.length ? args : ['tests/server'])], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: databaseUrl, ...(redisUrl ? { TEST_REDIS_URL: redisUrl } : {}) },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal));
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

main()
  .catch((error) => {
    console.error(`PostgreSQL server tests: could not start: ${error.message}`);
    return 1;
  })
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  });
