import { defineConfig } from '@playwright/test';

/** Two real servers: the GOO00028 promotion, and a manager's fixture promotion (claim-type off, other step order). */
export const ports = { site: Number(process.env.E2E_SITE_PORT ?? 3100), fixture: Number(process.env.E2E_FIXTURE_PORT ?? 3101) } as const;
/** Where the site server keeps its database and uploads (tests read stored claims from it). */
export const siteDataDir = `test-results/data-site-${ports.site}`;
export const fixtureDataDir = `test-results/data-fixture-${ports.fixture}`;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The suite is one client (127.0.0.1) doing the work of hundreds of customers a minute: with the production limits
 * (60 lookups, 20 claims a minute per client) a faster run starts getting 429s, and a journey fails for a reason no
 * customer meets. The limits themselves are tested in tests/server/rate-limits.test.ts.
 */
const suiteRateLimits = {
  LOOKUP_RATE_LIMIT_PER_MINUTE: '2000',
  CLAIM_RATE_LIMIT_PER_MINUTE: '2000',
  UPLOAD_RATE_LIMIT_PER_MINUTE: '2000',
  TICKET_RATE_LIMIT_PER_MINUTE: '2000',
  REPORT_RATE_LIMIT_PER_MINUTE: '2000',
  USAGE_RATE_LIMIT_PER_MINUTE: '2000',
};

function server(port: number, name: string, env: Record<string, string> = {}) {
  const dataDir = `test-results/data-${name}-${port}`;
  return {
    command: `node scripts/fresh-data-dir.mjs ${dataDir} && npx tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...suiteRateLimits, ...env },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${ports.site}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${ports.site}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    server(ports.site, 'site'),
    server(ports.fixture, 'fixture', {
      DEFINITIONS_DIR: 'tests/fixtures/definitions/reordered-promotion',
    }),
  ],
});
