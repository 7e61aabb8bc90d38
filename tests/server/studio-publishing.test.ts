/**
 * Publishing from the studio as a publisher trusts it: the review names every change with before and after and marks
 * what widens what customers' browsers load; what goes live is exactly what was reviewed; a check is kept for its
 * version; publishing twice publishes once; a second pair of eyes when the promotion asks; history, restore and roll
 * back. Permissions: studio-permissions.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStudioUser } from '../../server/studio/auth/studio-auth';
import { signIn, STUDIO_PASSWORD, studioApi, type StudioSession } from './studio-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let ed: StudioSession;
let pub: StudioSession;
let pub2: StudioSession;

beforeAll(async () => {
  t = await createTestApp({}, { liveVersions: true, studio: true });
  await addStudioUser(t.app.db, 'ed@example.com', STUDIO_PASSWORD, 'editor');
  await addStudioUser(t.app.db, 'pub@example.com', STUDIO_PASSWORD, 'publisher');
  await addStudioUser(t.app.db, 'pub2@example.com', STUDIO_PASSWORD, 'publisher');
  [ed, pub, pub2] = [await signIn(t, 'ed@example.com'), await signIn(t, 'pub@example.com'), await signIn(t, 'pub2@example.com')];
}, 60_000);
afterAll(() => t.close());

type Files = Record<string, any>;
const draftOf = async () => (await studioApi(t, ed, 'GET', '/promotions/GOO00028/draft')).json() as { base: string; files: Files };
const save = async (who: StudioSession, change: (files: Files) => void) => {
  const draft = await draftOf();
  const files = structuredClone(draft.files);
  change(files);
  const answer = await studioApi(t, who, 'PUT', '/promotions/GOO00028/draft', { base: draft.base, files });
  expect(answer.statusCode).toBe(200);
  return answer.json().base as string;
};
const check = async (who: StudioSession) => {
  const answer = await studioApi(t, who, 'GET', '/promotions/GOO00028/proof');
  expect(answer.statusCode).toBe(200);
  return answer.json();
};
const publish = (who: StudioSession, version: string) => studioApi(t, who, 'POST', '/promotions/GOO00028/publish', { version });
const reword = (text: string) => (files: Files) => {
  files['content/en-GB.json'].homeHeroTitle = text;
};

describe('the review', () => {
  it('names each change with where, before and after, the risky ones first and marked careful', async () => {
    await save(ed, (files) => {
      files['promotion.json'].settings.myClaim.courierHosts.push('https://scripts.attacker.example');
      files['promotion.json'].locales['de-DE'].externalPages.privacyPolicy = 'https://privacy.elsewhere.example/de';
      files['content/en-GB.json'].homeHeroTitle = 'Get a brand new free gift with your new Pixel';
      const steps = files['flows/claim.json'].steps as string[];
      steps.splice(steps.indexOf('upload-imei'), 1);
      steps.splice(steps.indexOf('upload'), 0, 'upload-imei');
    });
    const { review } = await check(pub);
    const [first, second, ...rest] = review.changes;
    expect(first).toMatchObject({ file: 'promotion.json', pointer: '/settings/myClaim/courierHosts/1', op: 'added', after: 'https://scripts.attacker.example', careful: expect.stringContaining('scripts') });
    expect(second).toMatchObject({ file: 'promotion.json', pointer: '/locales/de-DE/externalPages/privacyPolicy', before: 'https://policies.google.com/privacy?hl=de', after: 'https://privacy.elsewhere.example/de', careful: expect.stringContaining('outside') });
    expect(review.careful).toBe(2);
    const moved = rest.find((c: any) => c.file === 'flows/claim.json');
    expect(moved).toMatchObject({ op: 'moved', where: expect.stringContaining('upload-imei'), moved: { from: 5, to: 4 } });
    const reworded = rest.find((c: any) => c.file === 'content/en-GB.json');
    expect(reworded).toMatchObject({ where: 'Wording en-GB › homeHeroTitle', before: 'Get a free gift with your new Pixel', after: 'Get a brand new free gift with your new Pixel' });
    expect(reworded.words.filter((w: any) => w.added).map((w: any) => w.text.trim())).toEqual(['brand new']);
    expect(rest.every((c: any) => !c.careful)).toBe(true);
  }, 120_000);

  it('marks a link put into wording', async () => {
    await save(ed, (files) => {
      files['content/fr-FR.json'].homeHeroTitle = 'Cliquez <a href="https://phish.example">ici</a>';
    });
    const { review } = await check(pub);
    expect(review.changes.find((c: any) => c.file === 'content/fr-FR.json')).toMatchObject({ careful: expect.stringContaining('phish.example') });
  }, 120_000);
});

describe('publishing what was reviewed', () => {
  it('refuses a version the draft has moved on from (409 with what changed since), publishes the reviewed one without checking again, and a second publish is "already live"', async () => {
    // Start from live again: the draft of the tests above is thrown away.
    const live = (await studioApi(t, pub, 'GET', '/promotions/GOO00028/history')).json().live_hash as string;
    const base = (await draftOf()).base;
    expect((await studioApi(t, pub, 'POST', '/promotions/GOO00028/restore', { version: live, base })).statusCode).toBe(200);

    await save(ed, reword('Reviewed wording'));
    const reviewed = await check(pub);
    expect(reviewed.ok).toBe(true);
    await save(ed, reword('Changed after the review'));
    const refused = await publish(pub, reviewed.version);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'draft-changed' });
    expect(refused.json().review.changes).toEqual([expect.objectContaining({ pointer: '/homeHeroTitle', before: 'Reviewed wording', after: 'Changed after the review' })]);

    const again = await check(pub);
    expect(again.kept).toBe(false);
    // The check is kept: asked again it is not run again.
    expect((await check(pub2)).kept).toBe(true);
    const [a, b] = await Promise.all([publish(pub, again.version), publish(pub, again.version)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().alreadyLive, b.json().alreadyLive].sort()).toEqual([false, true]);
    expect(a.json().live_hash).toBe(again.version);
    const history = (await studioApi(t, pub, 'GET', '/promotions/GOO00028/history')).json();
    expect(history.history.filter((row: any) => row.action === 'publish' && row.to_hash === again.version)).toHaveLength(1);
  }, 180_000);
});

describe('a second pair of eyes', () => {
  it('stops the publisher who made the last change, lets another publish', async () => {
    await save(pub, (files) => {
      files['promotion.json'].publishing = { secondPairOfEyes: true };
      files['content/en-GB.json'].homeHeroTitle = 'Four eyes wording';
    });
    const proof = await check(pub);
    expect(proof.secondPairOfEyes).toMatchObject({ required: true, lastChangeBy: 'pub@example.com', blocked: true });
    const refused = await publish(pub, proof.version);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'second-pair-of-eyes', lastChangeBy: 'pub@example.com' });
    const published = await publish(pub2, proof.version);
    expect(published.statusCode).toBe(200);
    // Live now asks for it: a draft that turns it off is still published by someone else.
    await save(pub, (files) => {
      delete files['promotion.json'].publishing;
    });
    const off = await check(pub);
    expect(off.secondPairOfEyes).toMatchObject({ required: true, blocked: true });
  }, 180_000);
});

describe('history, restore and roll back', () => {
  it('reads as events with saves folded in, versions by number; an older version is restored as the draft; roll back says where it goes and keeps what it took off', async () => {
    const history = (await studioApi(t, pub, 'GET', '/promotions/GOO00028/history')).json();
    expect(history.events.map((e: any) => e.action)).not.toContain('save');
    const publishEvent = history.events.find((e: any) => e.action === 'publish');
    expect(publishEvent.saves.count).toBeGreaterThan(0);
    expect(publishEvent.to.number).toBeGreaterThan(1);
    expect(history.versions[history.versions.length - 1].number).toBe(1);

    const first = history.versions[history.versions.length - 1].hash;
    const opened = (await studioApi(t, ed, 'GET', `/promotions/GOO00028/versions/${first}`)).json();
    expect(opened).toMatchObject({ number: 1, isLive: false });
    expect(opened.review.changes.length).toBeGreaterThan(0);

    const target = (await studioApi(t, pub, 'GET', '/promotions/GOO00028/rollback')).json();
    expect(target.to.number).toBeLessThan(target.live.number);
    expect(target.review.changes.some((c: any) => c.pointer === '/homeHeroTitle')).toBe(true);
    const liveBefore = history.live_hash;
    // Without a draft, what was rolled back becomes the draft.
    await studioApi(t, pub, 'POST', '/promotions/GOO00028/restore', { version: liveBefore, base: (await draftOf()).base });
    const rolled = await studioApi(t, pub, 'POST', '/promotions/GOO00028/rollback', {});
    expect(rolled.statusCode).toBe(200);
    expect(rolled.json()).toMatchObject({ live_hash: target.to.hash, draft_hash: liveBefore });

    const restored = await studioApi(t, ed, 'POST', '/promotions/GOO00028/restore', { version: first, base: liveBefore });
    expect(restored.json()).toMatchObject({ number: 1 });
    expect((await studioApi(t, ed, 'GET', '/promotions/GOO00028/history')).json().events[0]).toMatchObject({ action: 'restore', actor: 'ed@example.com', detail: { number: 1 } });
  }, 120_000);
});
