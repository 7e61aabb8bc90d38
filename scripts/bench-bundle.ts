/**
 * `npm run bench:bundle`: the gzipped JavaScript a real Chromium downloads for the home page and for the
 * purchase-details step, served by the real server from the production build (run `npm run build` first).
 * Aims: home page <= 100 kB gzip, any claim step <= 160 kB gzip.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const port = 3190;
const origin = `http://127.0.0.1:${port}`;
const dist = path.resolve('dist');

async function waitForHealth() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

function gzipSize(urlPath: string): number {
  const file = path.join(dist, urlPath.replace(/^\/2022launch\//, ''));
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

async function measure(url: string, draft?: object) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await (await browser.newContext()).newPage();
  if (draft) {
    await page.addInitScript((value) => {
      window.sessionStorage.setItem('locale', 'en-GB');
      window.sessionStorage.setItem('claim-draft:GOO00028-GB:en-GB', JSON.stringify(value));
    }, draft);
  }
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto(`${origin}${url}`, { waitUntil: 'networkidle' });
  await browser.close();
  const files = [...scripts].map((file) => ({ file: path.basename(file), gzip: gzipSize(file) }));
  return { files, total: files.reduce((sum, entry) => sum + entry.gzip, 0) };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const server = spawn('npx', ['tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')), LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
try {
  await waitForHealth();
  const home = await measure('/2022launch/');
  const purchase = await measure('/2022launch/claim/purchase-details', { version: 1, values: { unlockedSteps: 2, claimType: 'PERSONAL', checklist1: true } });
  for (const [name, result, aim] of [
    ['home page', home, 100],
    ['purchase-details step', purchase, 160],
  ] as const) {
    console.log(`\n${name}: ${kB(result.total)} gzip JavaScript (aim <= ${aim} kB)`);
    for (const entry of result.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kB(entry.gzip).padStart(9)}  ${entry.file}`);
  }
} finally {
  server.kill('SIGTERM');
}
