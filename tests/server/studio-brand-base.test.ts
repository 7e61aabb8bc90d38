/**
 * Shared parts, seen where they reach (issue 52, part 4): a brand's base is listed and edited in the studio like any
 * promotion; its check lists every promotion that extends it (directly or through another base) with what its change
 * changes for each — a value a promotion sets itself is left alone — and proves each with the change; its publish
 * refuses a change that breaks a journey of one of them (naming it and the journey), and otherwise makes the change
 * live in each. The base and its promotions: tests/support/brandBase.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStudioUser } from '../../server/studio/auth/studio-auth';
import { BRAND_BASE, BRAND_PROMOTIONS, writeBrandBase } from '../support/brandBase';
import { signIn, STUDIO_PASSWORD, studioApi, type StudioSession } from './studio-client';
import { contractViolations, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let pub: StudioSession;
const dir = writeBrandBase(fs.mkdtempSync(path.join(os.tmpdir(), 'brand-base-')), { throughBase: true });
const [SPRING, AUTUMN] = BRAND_PROMOTIONS;
const BASE = BRAND_BASE.code;

beforeAll(async () => {
  t = await createTestApp({ DEFINITIONS_DIR: dir }, { liveVersions: true, studio: true });
  await addStudioUser(t.app.db, 'pub@example.com', STUDIO_PASSWORD, 'publisher');
  pub = await signIn(t, 'pub@example.com');
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Files = Record<string, any>;
type Change = { area: string; file: string; pointer: string; before?: unknown; after?: unknown; where: string };
type Reached = { code: string; name: string | null; through: string[]; version: string; changes: boolean; ok: boolean; review: { changes: Change[] }; report: string };
const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => studioApi(t, pub, method, url, payload);
const saveBase = async (change: (files: Files) => void) => {
  const draft = (await api('GET', `/promotions/${BASE}/draft`)).json() as { base: string; files: Files };
  const files = structuredClone(draft.files);
  change(files);
  const answer = await api('PUT', `/promotions/${BASE}/draft`, { base: draft.base, files });
  expect(answer.statusCode).toBe(200);
  return answer.json().base as string;
};
const footerOf = async (basePath: string, locale: string) => {
  const answer = await t.app.inject({ method: 'POST', url: `/api${basePath}/content-manifest`, payload: { type: 'alias', locales: [locale], ids: ['footerCopyright'] } });
  return (answer.json() as { data: { content: Record<string, Record<string, string>> } }).data.content[locale]?.footerCopyright;
};
const places = (reached: Reached) => reached.review.changes.map((c) => `${c.file}#${c.pointer}`).sort();

describe('a brand base in the studio', () => {
  it('is listed and opened like any promotion, with what it and the promotions extending it are', async () => {
    const list = (await api('GET', '/promotions?q=aurora')).json() as { promotions: Array<{ code: string; brand: string | null }> };
    expect(list.promotions.map((p) => p.code)).toEqual(expect.arrayContaining([BASE, SPRING.code, AUTUMN.code, 'BRA00003', 'BRD00002']));
    expect(list.promotions.find((p) => p.code === BASE)?.brand).toBe('Aurora');
    const draft = (await api('GET', `/promotions/${BASE}/draft`)).json();
    expect(draft.errors).toEqual([]);
    expect(draft.files['promotion.json'].promotionCode).toBe(BASE);
  });

  it("lists every promotion its change reaches and what changes for each, leaving what a promotion sets itself; each is proven with it", async () => {
    await saveBase((files) => {
      files['content/en-US.json'].footerCopyright = '© 2027 Aurora Devices Inc.';
      files['content/en-IE.json'].footerCopyright = '© 2027 Aurora Devices Ireland Ltd.';
      files['content/en-US.json'].siteTitle = 'Aurora brand base 2027';
      files['promotion.json'].settings.checkingDays = 25;
    });
    const proof = (await api('GET', `/promotions/${BASE}/proof`)).json() as { ok: boolean; reach: Reached[]; review: { changes: Change[] } };
    expect(proof.review.changes).toHaveLength(4);
    expect(proof.reach.map((p) => [p.code, p.through])).toEqual([
      [SPRING.code, []],
      [AUTUMN.code, []],
      ['BRA00003', ['BRD00002']],
      ['BRD00002', []],
    ]);
    const [spring, autumn, winter, ireland] = proof.reach;
    expect(spring.name).toBe(SPRING.name);
    // Each promotion's own title stays; Autumn's own US footer line and checking days stay too.
    expect(places(spring)).toEqual(['content/en-IE.json#/footerCopyright', 'content/en-US.json#/footerCopyright', 'promotion.json#/settings/checkingDays']);
    expect(spring.review.changes.find((c) => c.file === 'content/en-US.json')).toMatchObject({ area: 'wording', where: 'Wording en-US › footerCopyright', before: '© 2026 Aurora Devices Inc. Promotion AUR00031.', after: '© 2027 Aurora Devices Inc.' });
    expect(spring.review.changes.find((c) => c.file === 'promotion.json')).toMatchObject({ area: 'settings', before: 30, after: 25 });
    expect(places(autumn)).toEqual(['content/en-IE.json#/footerCopyright']);
    // Through the Irish base, whose own Irish footer line stays.
    expect(places(winter)).toEqual(['content/en-US.json#/footerCopyright', 'promotion.json#/settings/checkingDays']);
    // The Irish base has no title of its own: it takes the base's.
    expect(places(ireland)).toEqual(['content/en-US.json#/footerCopyright', 'content/en-US.json#/siteTitle', 'promotion.json#/settings/checkingDays']);
    expect(proof.reach.every((p) => p.ok && p.changes)).toBe(true);
    expect(spring.report).toMatch(/every journey works/);
    expect(proof.ok).toBe(true);
  }, 300_000);

  it('refuses a change that breaks a journey of a promotion it reaches, naming the promotion and the journey; nothing goes live', async () => {
    const live = (code: string) => api('GET', `/promotions/${code}/history`).then((answer) => answer.json().live_hash as string);
    const before = await Promise.all([BASE, SPRING.code, AUTUMN.code].map(live));
    const broken = await saveBase((files) => {
      // Purchases from 2030 only: no purchase today qualifies. Autumn has its own purchase window.
      files['catalogue.json'].purchaseWindow = { start: '2030-01-01', end: '2030-12-31' };
    });
    const proof = (await api('GET', `/promotions/${BASE}/proof`)).json() as { ok: boolean; reach: Reached[] };
    expect(proof.ok).toBe(false);
    expect(proof.reach.find((p) => p.code === AUTUMN.code)).toMatchObject({ ok: true });
    const answer = await api('POST', `/promotions/${BASE}/publish`, { version: broken });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ error: 'not-proven' });
    expect(answer.json().message).toMatch(new RegExp(`^Not published: the change breaks ${SPRING.code} \\(${SPRING.name}\\), which extends this base: a journey fails: dead-end: .*purchase-details.* \\(journey claim · en-US · .*\\)$`));
    expect(await Promise.all([BASE, SPRING.code, AUTUMN.code].map(live))).toEqual(before);
  }, 300_000);

  it('publishes the base and its change in every promotion it reaches, each serving it; a promotion’s draft takes it too', async () => {
    // Spring has a draft waiting: it takes the base's change, and keeps its own.
    const springDraft = (await api('GET', `/promotions/${SPRING.code}/draft`)).json() as { base: string; files: Files };
    springDraft.files['content/en-US.json'].homeTitle = 'Claim your Spring Switch cashback';
    expect((await api('PUT', `/promotions/${SPRING.code}/draft`, springDraft)).statusCode).toBe(200);
    const version = await saveBase((files) => {
      files['catalogue.json'].purchaseWindow = { start: '2026-03-08', end: '2026-11-01' };
      files['content/en-US.json'].footerCopyright = '© 2027 Aurora Devices Inc.';
    });
    const proof = (await api('GET', `/promotions/${BASE}/proof`)).json() as { ok: boolean; version: string; reach: Reached[] };
    expect(proof).toMatchObject({ ok: true, version });
    // The draft still has the first test's changes (the Irish footer line, checking days): every promotion takes some.
    expect(proof.reach.filter((p) => p.changes).map((p) => p.code)).toEqual([SPRING.code, AUTUMN.code, 'BRA00003', 'BRD00002']);
    expect(await footerOf(SPRING.basePath, 'en-US')).toBe('© 2026 Aurora Devices Inc. Promotion AUR00031.');
    // Its change goes live in every promotion at once: not at a time scheduled for the base alone.
    const scheduled = await api('POST', `/promotions/${BASE}/publish`, { version, at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(scheduled.statusCode).toBe(400);
    expect(scheduled.json().message).toMatch(/published now, not scheduled/);
    const answer = await api('POST', `/promotions/${BASE}/publish`, { version });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().reached).toEqual({ published: [SPRING.code, AUTUMN.code, 'BRA00003', 'BRD00002'], conflicts: [] });
    // Each instance serves a promotion's new live version at its next look at the live pointers (every 2 s).
    const served = { timeout: 15_000 };
    await expect.poll(() => footerOf(SPRING.basePath, 'en-US'), served).toBe('© 2027 Aurora Devices Inc.');
    await expect.poll(() => footerOf('/aurora-winter', 'en-US'), served).toBe('© 2027 Aurora Devices Inc.');
    await expect.poll(() => footerOf(AUTUMN.basePath, 'en-IE'), served).toBe('© 2027 Aurora Devices Ireland Ltd.');
    expect(await footerOf(AUTUMN.basePath, 'en-US')).toBe(AUTUMN.footer);
    const history = (await api('GET', `/promotions/${SPRING.code}/history`)).json() as { live_hash: string; events: Array<{ action: string; actor: string; detail?: unknown }> };
    expect(history.live_hash).toBe(proof.reach[0].version);
    // Its history says whose change it published.
    expect(history.events.find((e) => e.action === 'publish')).toMatchObject({ actor: 'pub@example.com', detail: { base: { code: BASE, version } } });
    const draft = (await api('GET', `/promotions/${SPRING.code}/draft`)).json() as { isDraft: boolean; files: Files };
    expect(draft.isDraft).toBe(true);
    expect(draft.files['content/en-US.json']).toMatchObject({ homeTitle: 'Claim your Spring Switch cashback', footerCopyright: '© 2027 Aurora Devices Inc.' });
    // Nothing more to carry: publishing the same version again is "already live".
    expect((await api('POST', `/promotions/${BASE}/publish`, { version })).json()).toMatchObject({ alreadyLive: true });
    // Every answer of this file, the base's check and publish included, as the contract describes it.
    expect([...new Set(contractViolations)]).toEqual([]);
  }, 300_000);
});
