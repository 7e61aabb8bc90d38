/**
 * Hundreds of promotions on one server (issue 52): the server's routes are the same whatever the number of promotions
 * (one set of API and site routes answered by the package at the request's address, not about 45 routes a promotion),
 * every promotion's API and sites answer through them, an address no promotion serves is not found, and each
 * promotion keeps rate limits of its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { loadCheckedPackages } from '../../server/load-checked-packages';
import { createKeptWork } from '../../server/packages/kept-work';
import { makePromotionCopies } from '../../scripts/bench/promotion-copies';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promotions-share-routes-'));
const kept = createKeptWork();
const apps: TestApp[] = [];

/** A server of `count` promotions (the shipped ones, then copies of one with codes and addresses of their own). */
async function serverOf(count: number, env: Record<string, string> = {}) {
  const definitionsDir = path.join(dir, String(count));
  makePromotionCopies(definitionsDir, count);
  const { packages, refused } = await loadCheckedPackages(definitionsDir, undefined, kept);
  expect(refused).toEqual([]);
  const t = await createTestApp({ DEFINITIONS_DIR: definitionsDir, ...env }, { packages });
  apps.push(t);
  return { app: t.app, packages };
}

let two: Awaited<ReturnType<typeof serverOf>>;
let five: Awaited<ReturnType<typeof serverOf>>;
beforeAll(async () => {
  two = await serverOf(2);
  five = await serverOf(5, { LOOKUP_RATE_LIMIT_PER_MINUTE: '2' });
}, 120_000);
afterAll(async () => {
  for (const t of apps) await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('promotions on one server', () => {
  it('have the same routes for 2 promotions as for 5', () => {
    expect(five.packages).toHaveLength(5);
    expect(five.app.printRoutes()).toBe(two.app.printRoutes());
  });

  it("answer each promotion's API and sites at its own addresses, with its own data", async () => {
    for (const pkg of five.packages) {
      for (const locale of pkg.locales) {
        const status = await five.app.inject({ method: 'GET', url: `${pkg.addresses.apiBase}/promotion/${locale.promotionId}/date-window-status` });
        expect(status.statusCode, `${pkg.code} ${locale.promotionId}`).toBe(200);
        // Another promotion's id is not found through this promotion's API.
        const other = five.packages.find((p) => p !== pkg)!.locales[0].promotionId;
        expect((await five.app.inject({ method: 'GET', url: `${pkg.addresses.apiBase}/promotion/${other}/date-window-status` })).statusCode).toBe(404);
        if (!locale.sitePath) continue;
        const wording = await five.app.inject({ method: 'GET', url: `${locale.sitePath}/site-content.json` });
        expect(wording.statusCode, `${locale.sitePath}/site-content.json`).toBe(200);
        expect(Object.keys(wording.json()).length).toBeGreaterThan(10);
      }
      const live = await five.app.inject({ method: 'GET', url: `${pkg.basePath}/live-version.json` });
      expect(live.statusCode).toBe(200);
    }
  });

  it('do not find an address no promotion serves, before reading what was sent to it', async () => {
    expect((await five.app.inject({ method: 'GET', url: `/api/no-such-promotion/promotion/${five.packages[0].locales[0].promotionId}/date-window-status` })).statusCode).toBe(404);
    expect((await five.app.inject({ method: 'POST', url: '/api/no-such-promotion/claim', headers: { 'content-type': 'application/json' }, payload: '{not json' })).statusCode).toBe(404);
    expect((await five.app.inject({ method: 'GET', url: '/no-such-promotion/' })).statusCode).toBe(404);
    expect((await five.app.inject({ method: 'POST', url: '/no-such-promotion/claim', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' })).statusCode).toBe(404);
    expect((await five.app.inject({ method: 'GET', url: `${five.packages[0].basePath}/validation/no-such-module.js` })).statusCode).toBe(404);
  });

  it('keep rate limits per promotion: one promotion used up does not limit another', async () => {
    const [first, second] = five.packages;
    const lookup = (apiBase: string) =>
      five.app.inject({ method: 'POST', url: `${apiBase}/address-lookup`, headers: { 'content-type': 'application/json' }, payload: { country: 'GB', query: 'SW1A 2AA' } });
    expect((await lookup(first.addresses.apiBase)).statusCode).toBe(200);
    expect((await lookup(first.addresses.apiBase)).statusCode).toBe(200);
    expect((await lookup(first.addresses.apiBase)).statusCode).toBe(429);
    expect((await lookup(second.addresses.apiBase)).statusCode).toBe(200);
  });
});
