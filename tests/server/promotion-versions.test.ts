/**
 * Promotion versions: a package stored as an immutable version named by its content, one draft and one live
 * pointer moved by compare-and-set, an append-only history; export is lossless; the command line refuses what the
 * checker refuses.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import type { Db } from '../../server/db/open-database';
import { hashOf, snapshotOf, writeSnapshot } from '../../server/versions/package-snapshot';
import { impactDiff } from '../../server/versions/impact-diff';
import { fireDueSchedules, historyOf, importVersion, schedulePublish, pointersOf, publishVersion, PublishConflictError, rollbackVersion, versionOf } from '../../server/versions/version-store';
import { freshDatabase, openTestDatabase, type TestDatabase } from './test-database';

const REPO = path.resolve(__dirname, '../..');
const GOO = path.join(REPO, 'page-definitions/GOO00028');
let dir: string;
let database: TestDatabase;
let db: Db;
const who = (actor: string) => ({ actor, now: new Date('2026-11-24T10:00:00Z') });

/** A copy of GOO00028 with one sentence of de-DE changed. */
function reworded(into: string): string {
  const copy = path.join(into, 'GOO00028');
  fs.cpSync(GOO, copy, { recursive: true });
  const file = path.join(copy, 'content/de-DE.json');
  const content = JSON.parse(fs.readFileSync(file, 'utf8'));
  content.homeHeroTitle = 'Jetzt Prämie sichern';
  fs.writeFileSync(file, JSON.stringify(content, null, 2));
  return copy;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-'));
  database = await freshDatabase();
  db = openTestDatabase(path.join(dir, 'data'), database.env);
  await migrate(db);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('promotion versions', () => {
  it('stores a package once, publishes it, and a changed package becomes the draft', async () => {
    const first = await importVersion(db, snapshotOf(GOO), who('ada'));
    expect(first.created).toBe(true);
    expect(await importVersion(db, snapshotOf(GOO), who('ada'))).toEqual({ hash: first.hash, created: false });
    await publishVersion(db, 'GOO00028', first.hash, who('ada'));
    expect(await pointersOf(db, 'GOO00028')).toMatchObject({ live_hash: first.hash, draft_hash: null, published_by: 'ada' });

    const changed = await importVersion(db, snapshotOf(reworded(path.join(dir, 'v2'))), who('bob'));
    expect(changed.created).toBe(true);
    expect(await pointersOf(db, 'GOO00028')).toMatchObject({ live_hash: first.hash, draft_hash: changed.hash });
    expect(((await versionOf(db, changed.hash))?.files['content/de-DE.json'] as Record<string, string>).homeHeroTitle).toBe('Jetzt Prämie sichern');
    // The impact: exactly that alias in that locale, nothing else; drafts of customers are kept.
    const diff = impactDiff((await versionOf(db, first.hash))!, (await versionOf(db, changed.hash))!);
    expect(diff.aliases).toEqual({ 'de-DE': { added: [], removed: [], reworded: ['homeHeroTitle'] } });
    expect(diff).toMatchObject({ steps: { added: [], removed: [], moved: [] }, flags: [], fields: [], settings: [], drafts: { kept: true } });
  });

  it('names steps moved, removed and added, flags, fields and settings changed, and what happens to drafts', () => {
    const base = snapshotOf(GOO);
    const files = structuredClone(base.files) as Record<string, any>;
    files['flows/claim.json'].steps = ['get-started', 'purchase-details', 'claim-type', 'upload', 'personal-details', 'reward-details', 'summary', 'survey', 'confirmation', 'extra'];
    files['promotion.json'].flags.rewardPaypal = true;
    files['promotion.json'].draftVersion = 2;
    files['promotion.json'].settings.myClaim.tradeInWaitDays = 21;
    files['steps/personal-details.json'].blocks = files['steps/personal-details.json'].blocks.filter((b: any) => b.name !== 'telephone');
    const diff = impactDiff(base, { code: 'GOO00028', files });
    expect(diff.steps).toEqual({ added: ['extra'], removed: ['upload-imei'], moved: [{ step: 'purchase-details', from: 2, to: 1 }, { step: 'claim-type', from: 1, to: 2 }] });
    expect(diff.flags).toEqual([{ flag: 'rewardPaypal', from: false, to: true }]);
    expect(diff.fields).toEqual([{ step: 'personal-details', added: [], removed: ['telephone'], changed: [] }]);
    expect(diff.settings).toEqual([{ path: 'settings.myClaim.tradeInWaitDays', from: 14, to: 21 }]);
    expect(diff.drafts).toMatchObject({ kept: false, migrated: false, draftVersion: { from: 1, to: 2 } });
    expect(diff.drafts.summary).toMatch(/^drafts reset/);
  });

  it('of two publishes expecting the same live version, one wins and the other gets a conflict', async () => {
    const { live_hash: live, draft_hash: draft } = await pointersOf(db, 'GOO00028');
    const base = snapshotOf(GOO);
    const other = await importVersion(db, { code: 'GOO00028', files: { ...base.files, 'content/en-GB.json': { ...(base.files['content/en-GB.json'] as object), homeHeroTitle: 'Another' } } }, who('cy'));
    const results = await Promise.allSettled([
      publishVersion(db, 'GOO00028', draft as string, who('ada'), { expectedLive: live }),
      publishVersion(db, 'GOO00028', other.hash, who('bob'), { expectedLive: live }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(PublishConflictError);
    expect([draft, other.hash]).toContain((await pointersOf(db, 'GOO00028')).live_hash);
  });

  it('publishing the same version twice at once publishes it once', async () => {
    const { live_hash: live, draft_hash: draft } = await pointersOf(db, 'GOO00028');
    const next = (draft ?? live) === live ? (await historyOf(db, 'GOO00028')).find((row) => row.to_hash && row.to_hash !== live)!.to_hash! : draft!;
    const publishes = async () => (await historyOf(db, 'GOO00028')).filter((row) => row.action === 'publish' && row.to_hash === next).length;
    const before = await publishes();
    const results = await Promise.allSettled([publishVersion(db, 'GOO00028', next, who('ada')), publishVersion(db, 'GOO00028', next, who('ada'))]);
    // One moves live; the other finds it live already (false) or, having read live before the first committed, loses
    // the compare-and-set (the studio then answers "already live").
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === true)).toHaveLength(1);
    for (const other of results.filter((r) => !(r.status === 'fulfilled' && r.value === true))) {
      if (other.status === 'fulfilled') expect(other.value).toBe(false);
      else expect(other.reason).toBeInstanceOf(PublishConflictError);
    }
    expect(await publishes()).toBe(before + 1);
    expect((await pointersOf(db, 'GOO00028')).live_hash).toBe(next);
  });

  it('rolls back to the previous live version as a new history entry', async () => {
    const before = (await historyOf(db, 'GOO00028')).length;
    const { live_hash: live } = await pointersOf(db, 'GOO00028');
    const previous = await rollbackVersion(db, 'GOO00028', who('carol'));
    expect((await pointersOf(db, 'GOO00028')).live_hash).toBe(previous);
    const history = await historyOf(db, 'GOO00028');
    expect(history).toHaveLength(before + 1);
    expect(history.at(-1)).toMatchObject({ action: 'rollback', actor: 'carol', from_hash: live, to_hash: previous });
    expect(history.map((h) => h.action)).toEqual(['import', 'publish', 'import', 'import', 'publish', 'publish', 'rollback']);
  });

  it('a scheduled publish fires once when due, whichever instance looks first', async () => {
    const { live_hash: live } = await pointersOf(db, 'GOO00028');
    const other = (await historyOf(db, 'GOO00028')).find((h) => h.action === 'import' && h.to_hash !== live)?.to_hash as string;
    await schedulePublish(db, 'GOO00028', other, new Date('2026-11-24T11:00:00Z'), who('dana'));
    await fireDueSchedules(db, 'GOO00028', new Date('2026-11-24T10:59:00Z'));
    expect((await pointersOf(db, 'GOO00028')).live_hash).toBe(live);
    const at = new Date('2026-11-24T11:00:01Z');
    await Promise.all([fireDueSchedules(db, 'GOO00028', at), fireDueSchedules(db, 'GOO00028', at)]);
    expect((await pointersOf(db, 'GOO00028')).live_hash).toBe(other);
    const history = await historyOf(db, 'GOO00028');
    expect(history.filter((h) => h.action === 'publish' && h.actor === 'dana (scheduled)')).toHaveLength(1);
    expect(history.some((h) => h.action === 'schedule' && h.to_hash === other)).toBe(true);
    await rollbackVersion(db, 'GOO00028', who('dana'));
  });

  it('exports losslessly: the exported folder is the same version', async () => {
    const { live_hash: live } = await pointersOf(db, 'GOO00028');
    const out = path.join(dir, 'export', 'GOO00028');
    writeSnapshot((await versionOf(db, live as string))!, out);
    expect(hashOf(snapshotOf(out))).toBe(live);
    expect((await importVersion(db, snapshotOf(out), who('ada'))).created).toBe(false);
  });
});

describe('npm run promotion', () => {
  // A database of its own (PostgreSQL pass): the command line starts from no versions.
  let own: TestDatabase;
  beforeAll(async () => {
    own = await freshDatabase();
  });
  afterAll(() => own.drop());
  // Each command is a process of its own (about 2 s of CPU, several times that in CI, where two suites run at once):
  // the tests that run several have generous timeouts.
  const cli = (args: string[], dataDir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/promotion-cli.ts', ...args], { cwd: REPO, env: { ...process.env, ...own.env, DATA_DIR: dataDir }, encoding: 'utf8' });

  it('refuses to import a broken package with the checker file#pointer lines, and lists what it stored', () => {
    const dataDir = path.join(dir, 'cli');
    const broken = path.join(dir, 'broken', 'GOO00028');
    fs.cpSync(GOO, broken, { recursive: true });
    const file = path.join(broken, 'flows/claim.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"purchase-details",', '"purchase-detail",'));
    const refused = cli(['import', broken, '--actor', 'ada'], dataDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/flows\/claim\.json#\/steps\/\d+: unknown step "purchase-detail"/);

    const imported = cli(['import', GOO, '--publish', '--actor', 'ada'], dataDir);
    expect(imported.status).toBe(0);
    const listed = JSON.parse(cli(['list'], dataDir).stdout);
    expect(listed).toEqual([expect.objectContaining({ code: 'GOO00028', live_hash: JSON.parse(imported.stdout).live_hash, published_by: 'ada' })]);
    // Before going live, every journey was walked in dry run (said on stderr; stdout stays JSON).
    expect(imported.stderr).toMatch(/GOO00028: \d+ journeys walked/);
  }, 180_000);

  it('refuses to publish a version on which a journey fails, naming the journey; live stays', () => {
    const dataDir = path.join(dir, 'cli-journeys');
    expect(cli(['import', GOO, '--publish', '--actor', 'ada'], dataDir).status).toBe(0);
    const live = JSON.parse(cli(['list'], dataDir).stdout)[0].live_hash;
    const noReward = path.join(dir, 'no-reward', 'GOO00028');
    fs.cpSync(GOO, noReward, { recursive: true });
    const file = path.join(noReward, 'promotion.json');
    const promotion = JSON.parse(fs.readFileSync(file, 'utf8'));
    promotion.flags.rewardGift = false;
    fs.writeFileSync(file, JSON.stringify(promotion, null, 2));
    // The checker has nothing against it: stored as the draft.
    const draft = JSON.parse(cli(['import', noReward, '--actor', 'ada'], dataDir).stdout).draft_hash;
    const refused = cli(['publish', 'GOO00028', '--actor', 'ada'], dataDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`GOO00028 ${draft.slice(0, 12)} is not published`);
    expect(refused.stderr).toMatch(/dead-end: no way forward from step "reward-details"/);
    expect(refused.stderr).toMatch(/(journey|first): claim · en-GB · /);
    expect(JSON.parse(cli(['list'], dataDir).stdout)[0].live_hash).toBe(live);
  }, 240_000);
});
