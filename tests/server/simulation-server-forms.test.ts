/**
 * npm run simulate walks the server-side path too (issue 54): each locale's first complete journey posted through
 * the server's forms as a browser without scripts posts it, to the confirmation. Needs the built site (npm run build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatePackage } from '../../core/node/simulation/index';
import { startSimulationServer, type SimulationServer } from '../../server/simulation-server';

const REPO = path.resolve(__dirname, '../..');
const folder = path.join(REPO, 'page-definitions/GOO00028');
const built = fs.existsSync(path.join(REPO, 'dist/ssr/renderScreen.js'));

let server: SimulationServer;
beforeAll(async () => {
  if (built) server = await startSimulationServer([folder]);
}, 60_000);
afterAll(async () => server?.close());

describe.skipIf(!built)('the simulation on the server-side path', () => {
  it('sends each locale\'s journey to the end through the server\'s forms, the claims stored', async () => {
    const report = await simulatePackage(folder, { serverUrl: server.baseUrl, serverForms: true });
    expect(report.failures.filter((failure) => failure.kind === 'server-form-refused')).toEqual([]);
    expect(report.summary.serverForms).toEqual({ walked: 3, completed: 3 });
    const claims = await server.app.db.selectFrom('claims').select('id').execute();
    expect(claims).toHaveLength(3);
  }, 180_000);
});
