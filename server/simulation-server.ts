import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from './app';
import { loadConfig } from './config';
import { loadSiteDefinitions, repoRoot } from '../core/node/definitions/index';
import { readPackage, type PromotionPackage } from '../core/node/package/promotionPackage';
import { servedPromotionOf } from './packages/promotion-package';

export interface SimulationServer {
  /** http://127.0.0.1:<port>: each package's API is at its addresses.apiBase below it. */
  baseUrl: string;
  app: App;
  /** Where its database and uploads live (thrown away on close). */
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * The real server (the same routes, rules and checks as production) for the journey simulation: the given packages
 * (models, or folders read as such), on a database of their own in a temporary folder (SQLite), seeded from their
 * catalogues, on a free port of the loopback. Answers only dry runs matter to the simulation; its database is
 * thrown away on close.
 */
export async function startSimulationServer(packages: ReadonlyArray<string | PromotionPackage>, env: Record<string, string> = {}): Promise<SimulationServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promotion-simulation-'));
  const config = loadConfig(
    {
      DATA_DIR: path.join(dir, 'data'),
      // The built site when there is one (the steps' pages, for the server-side path), else none.
      DIST_DIR: siteBuilt() ? path.join(repoRoot, 'dist') : path.join(dir, 'dist'),
      DEFINITIONS_DIR: path.join(repoRoot, 'page-definitions'),
      CONTRACT_FILE: path.join(repoRoot, 'openapi/promotion-api.yaml'),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DEMO_SERVICES: 'on',
      ...env,
    },
    repoRoot,
  );
  // A folder's site is served too once the site is built (its steps' forms: the simulation's server-side path).
  const served = await Promise.all(
    packages.map(async (pkg) => {
      if (typeof pkg !== 'string') return servedPromotionOf(pkg);
      const loaded = siteBuilt() ? await loadSiteDefinitions(pkg) : undefined;
      return servedPromotionOf(readPackage(pkg), loaded && !loaded.errors?.length ? loaded.definitions : undefined);
    }),
  );
  const app = await buildApp(config, { logger: false, packages: served });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl: address,
    app,
    dataDir: config.dataDir,
    close: async () => {
      // The walk is over: its keep-alive connections (idle, or kept by the client on Node 24) would hold the close up.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether the site is built (npm run build): the server can render the claim steps' pages and forms. */
export const siteBuilt = () => fs.existsSync(path.join(repoRoot, 'dist/ssr/renderScreen.js'));
