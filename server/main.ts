import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { loadCheckedPackages } from './load-checked-packages';
import { createVersionProver } from './versions/prove-version';
import { startSimulationServer } from './simulation-server';
import { createKeptWork } from './packages/kept-work';

/** Starts the reference promotion server: config, definitions check, database, listen. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  // Every package is checked as npm run check would; one with errors is refused, the others still serve.
  // What was done for a package's content before (its verdict, its validation module) is kept in DATA_DIR, not done again.
  const keptWork = createKeptWork(config.dataDir);
  const { packages, refused } = await loadCheckedPackages(config.definitionsDir, config.contentDir, keptWork);
  for (const { dir, report } of refused) console.error(`Refusing the promotion package ${dir}:\n${report}`);
  if (!packages.length) {
    console.error(`Refusing to start: no promotion package in ${config.definitionsDir} can be served`);
    process.exit(1);
  }
  // The studio proves a version on a server of its own: handed in here, so the app never imports a second copy of itself.
  const app = await buildApp(config, { packages, liveVersions: true, keptWork, proveVersion: createVersionProver(startSimulationServer) });
  // Graceful: stop accepting (new requests on open connections answer 503), finish the requests in flight,
  // then close the database pool and Redis. Past SHUTDOWN_TIMEOUT_SECONDS the process exits anyway.
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    setTimeout(() => {
      console.error(`Shutdown took longer than ${config.shutdownTimeoutMs / 1000} s, exiting with requests unfinished`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const origin = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${(app.server.address() as { port: number }).port}`;
  const lines = packages.flatMap((pkg) => [
    `  ${pkg.code}`,
    ...pkg.locales.filter((l) => l.sitePath).map((l) => `    ${l.locale.padEnd(6)} ${origin}${l.sitePath}/`),
    `    API    ${origin}${pkg.addresses.apiBase}`,
  ]);
  console.log(`Promotion server ready\n${lines.join('\n')}\n  health ${origin}/healthz`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
