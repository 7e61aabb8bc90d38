/**
 * `npm run bench:bundle`: the gzipped JavaScript a real Chromium downloads for the home page, every public page
 * and every claim step (opened directly, as after a reload), served by the real server from the production build
 * (run `npm run build` first). Aims: home and public pages <= 100 kB gzip, any claim step <= 160 kB gzip; the phone
 * metadata, flags and address widget are not downloaded by the home page. Beside each total, what the server
 * actually sends a browser that accepts brotli (the build's quality-11 forms, tooling/precompressAssets.ts); under
 * each claim step, the part of it asked for before the site was ready for input (`<html data-site-ready>`) and the
 * files asked for after (a widget's library loaded once the page is ready).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startSiteServer } from './bench/site-server';

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');

const fileOf = (urlPath: string) => path.join(dist, urlPath.replace(/^\/2022launch\//, ''));
const gzipSize = (urlPath: string): number => gzipSync(readFileSync(fileOf(urlPath)), { level: 9 }).length;
const servedSize = (urlPath: string): number => (existsSync(`${fileOf(urlPath)}.br`) ? statSync(`${fileOf(urlPath)}.br`).size : gzipSize(urlPath));

async function measure(url: string, draft?: object, confirmation?: object) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await (await browser.newContext()).newPage();
  if (draft) {
    await page.addInitScript(
      ([value, confirmed]) => {
        window.sessionStorage.setItem('locale:GOO00028', 'en-GB');
        window.sessionStorage.setItem('draft:GOO00028-GB:claim:en-GB', JSON.stringify(value));
        if (confirmed) window.sessionStorage.setItem('confirmation:GOO00028-GB:en-GB', JSON.stringify(confirmed));
      },
      [draft, confirmation] as const,
    );
  }
  const images = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\.(svg|png|webp)$/.test(pathname)) images.add(path.basename(pathname));
  });
  // When the site became ready for input (`<html data-site-ready>`): the scripts asked for before it are the ones in
  // a customer's way; the rest (a widget's library loaded once the page is ready) are not.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-site-ready')) return;
      (window as unknown as { readyAt: number }).readyAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-site-ready'] });
  });
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  let askedBeforeReady: string[];
  try {
    await page.goto(`${origin}${url}`, { waitUntil: 'networkidle' });
    askedBeforeReady = await page.evaluate(() => {
      const readyAt = (window as unknown as { readyAt?: number }).readyAt ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < readyAt)
        .map((entry) => new URL(entry.name).pathname);
    });
  } finally {
    await browser.close();
  }
  const files = [...scripts].map((file) => ({ file: path.basename(file), gzip: gzipSize(file), served: servedSize(file), beforeReady: askedBeforeReady.includes(file) }));
  const sum = (entries: typeof files, size: 'gzip' | 'served') => entries.reduce((total, entry) => total + entry[size], 0);
  const early = files.filter((entry) => entry.beforeReady);
  return { files, images: [...images], total: sum(files, 'gzip'), served: sum(files, 'served'), beforeReady: { total: sum(early, 'gzip'), served: sum(early, 'served') } };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;
const served = (result: { served: number }) => `served ${(result.served / 1000).toFixed(1)} kB brotli`;
/** The widgets among `files`: a widget's own chunk (widget-X-hash.js) or a screen chunk's (screen-X-Y-hash.js, tooling/screenChunks.ts). */
const widgetChunksOf = (files: readonly { file: string }[]) => files.map((entry) => /^(?:widget|screen)-(.+)-[\w-]{8}\.js$/.exec(entry.file)?.[1]).filter(Boolean);

const { origin, stop: stopServer } = await startSiteServer(Number(process.env.BENCH_PORT ?? 3190), 'bench-bundle');
try {
  const home = await measure('/2022launch/');
  console.log(`\nhome page: ${kB(home.total)} gzip JavaScript (aim <= 100 kB; ${served(home)})`);
  for (const entry of home.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kB(entry.gzip).padStart(9)}  ${entry.file}`);
  const lazyOnly = home.files.filter((entry) => /PhoneInput|AddressLookup|phone(Check|Entry|Reading)|libphonenumber|metadata/i.test(entry.file));
  console.log(`  phone metadata, flags or address widget on the home page: ${lazyOnly.length + home.images.filter((i) => /flag|^[a-z]{2}\.svg$/i.test(i)).length === 0 ? 'none' : lazyOnly.map((e) => e.file).join(', ')}`);

  const pages = ['how-it-works', 'qualifying', 'terms', 'cookie-policy', 'support', 'support/contact', 'track-claim', 'my-claim', 'no-such-page'];
  console.log(`\npublic pages, opened directly (aim <= 100 kB each):`);
  for (const route of [...pages.map((p) => `/2022launch/${p}`), '/de/2022launch/impressum']) {
    const result = await measure(route);
    const widgets = widgetChunksOf(result.files);
    console.log(`  ${route.padEnd(28)} ${kB(result.total).padStart(9)}  (${served(result)}; ${result.files.length} files; widgets: ${widgets.join(', ')})`);
  }

  const draft = { version: 1, values: { unlockedSteps: 7, claimType: 'PERSONAL', checklist1: true, items: [{ id: 'item-1', productId: 'pixel-7-128-obsidian' }] } };
  const confirmation = { public_reference: '123-456-789', email: 'bench@example.com' };
  const steps = ['get-started', 'claim-type', 'purchase-details', 'upload', 'upload-imei', 'personal-details', 'reward-details', 'summary', 'survey', 'confirmation'];
  console.log(`\nclaim steps, opened directly (aim <= 160 kB each):`);
  for (const step of steps) {
    const result = await measure(`/2022launch/claim/${step}`, draft, confirmation);
    const widgets = widgetChunksOf(result.files);
    const later = result.files.filter((entry) => !entry.beforeReady).map((entry) => entry.file);
    console.log(`  ${step.padEnd(17)} ${kB(result.total).padStart(9)}  (${served(result)}; ${result.files.length} files; widgets: ${widgets.join(', ')})`);
    console.log(`  ${''.padEnd(17)} ${kB(result.beforeReady.total).padStart(9)}  asked for before ready (${served(result.beforeReady)})${later.length ? `; after: ${later.join(', ')}` : ''}`);
  }
} finally {
  await stopServer();
}
