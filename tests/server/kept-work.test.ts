/**
 * Work done for a package's content is done once and kept in DATA_DIR (server/packages/kept-work.ts): a restart
 * with unchanged packages runs the checker on none of them and compiles no validation module, and serves the same;
 * a changed package is checked again alone; a refused package stays refused with the same report, unchecked.
 * Counted (the store counts what it did), not timed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCheckedPackages } from '../../server/load-checked-packages';
import { createKeptWork, type KeptWork } from '../../server/packages/kept-work';
import { makePromotionCopies } from '../../scripts/bench/promotion-copies';
import { createTestApp } from './test-app';

const REPO = path.resolve(__dirname, '../..');
let dir: string;
let definitionsDir: string;
let dataDir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-work-'));
  definitionsDir = path.join(dir, 'definitions');
  dataDir = path.join(dir, 'data');
  // The shipped packages and one copy of Summer Switch (SUM00001 at /summer-1).
  makePromotionCopies(definitionsDir, 3);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A start of the server as server/main.ts makes it: the packages checked (or their verdict kept), then the app. */
async function start(kept: KeptWork) {
  const { packages, refused } = await loadCheckedPackages(definitionsDir, undefined, kept);
  const test = await createTestApp({ DEFINITIONS_DIR: definitionsDir, DIST_DIR: path.join(REPO, 'dist') }, { packages, liveVersions: true, keptWork: kept });
  /** A home page and the validation module it names (the browser loads it). */
  const visit = async (sitePath: string) => {
    const page = await test.app.inject({ method: 'GET', url: `${sitePath}/` });
    const address = /"validators":"([^"]+)"/.exec(page.body)?.[1];
    const module = address ? await test.app.inject({ method: 'GET', url: address }) : undefined;
    return { status: page.statusCode, address, module: module?.statusCode === 200 ? module.body : undefined };
  };
  return { packages, refused, visit, close: () => test.close() };
}

const SITES = ['/2022launch', '/summerswitch', '/summer-1'];

describe('work kept per package content', () => {
  it('a restart with unchanged packages checks none and compiles nothing, and serves the same', async () => {
    const first = await start(createKeptWork(dataDir));
    const kept = createKeptWork(dataDir);
    let firstVisits;
    try {
      firstVisits = await Promise.all(SITES.map((site) => first.visit(site)));
    } finally {
      await first.close();
    }
    expect(first.refused).toEqual([]);
    expect(firstVisits.map((v) => v.status)).toEqual([200, 200, 200]);
    for (const visit of firstVisits) expect(visit.module).toContain('export const messages');

    const again = await start(kept);
    try {
      expect(again.refused).toEqual([]);
      expect(again.packages.map((p) => p.code)).toEqual(first.packages.map((p) => p.code));
      // The definitions served are those the checker gave the first time.
      expect(again.packages.map((p) => p.definitions)).toEqual(first.packages.map((p) => p.definitions));
      const visits = await Promise.all(SITES.map((site) => again.visit(site)));
      expect(visits).toEqual(firstVisits);
      expect(kept.counts()).toEqual({ checks: 0, compiles: 0 });
    } finally {
      await again.close();
    }
  }, 120_000);

  it('a changed package is checked again alone', async () => {
    const wording = path.join(definitionsDir, 'SUM00001/content/en-US.json');
    const content = JSON.parse(fs.readFileSync(wording, 'utf8'));
    fs.writeFileSync(wording, JSON.stringify({ ...content, footerCopyright: '© 2026 Aurora Devices Inc. Promotion SUM00001.' }));
    const kept = createKeptWork(dataDir);
    const { packages, refused } = await loadCheckedPackages(definitionsDir, undefined, kept);
    expect(refused).toEqual([]);
    expect(packages).toHaveLength(3);
    expect(kept.counts()).toEqual({ checks: 1, compiles: 0 });
  });

  it('a refused package stays refused after a restart, with the same report, without a check', async () => {
    const file = path.join(definitionsDir, 'SUM00001/promotion.json');
    const promotion = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...promotion, switchableFlags: ['noSuchFlag'] }));
    const first = createKeptWork(dataDir);
    const refused = (await loadCheckedPackages(definitionsDir, undefined, first)).refused;
    expect(refused).toHaveLength(1);
    expect(refused[0].report).toContain('unknown flag "noSuchFlag"');
    expect(first.counts().checks).toBe(1);

    const kept = createKeptWork(dataDir);
    const again = await loadCheckedPackages(definitionsDir, undefined, kept);
    expect(again.refused).toEqual(refused);
    expect(again.packages.map((p) => p.code)).toEqual(['AUR00031', 'GOO00028']);
    expect(kept.counts()).toEqual({ checks: 0, compiles: 0 });
  });

  it('another engine (a new build) checks every package again', async () => {
    const kept = createKeptWork(dataDir, 'another build');
    await loadCheckedPackages(definitionsDir, undefined, kept);
    expect(kept.counts().checks).toBe(3);
  });
});
