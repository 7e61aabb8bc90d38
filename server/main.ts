import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { formatDefinitionErrors, loadSiteDefinitions } from './http/site-definitions';
import { readLocaleSettings } from './promotion-config';

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

  const { definitions, errors } = await loadSiteDefinitions(config.definitionsDir, config.contentDir);
  if (errors.length) {
    console.error(`Refusing to start: the page definitions in ${config.definitionsDir} have ${errors.length} error(s):\n${formatDefinitionErrors(errors)}`);
    process.exit(1);
  }

  const app = await buildApp(config, { siteDefinitions: definitions });
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
  const sites = readLocaleSettings(config.definitionsDir)
    .filter((l) => l.sitePath)
    .map((l) => `  ${l.locale.padEnd(6)} ${origin}${l.sitePath}/`);
  console.log(`Promotion server ready\n${sites.join('\n')}\n  API    ${origin}/api/2022launch\n  health ${origin}/healthz`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
