/**
 * docs/studio.md's table of who may do what, row by row, against the server (the studio's screens only hide what the
 * server refuses anyway).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_PERMISSIONS } from '../../server/studio/auth/studio-permissions';
import { addStudioUser } from '../../server/studio/auth/studio-auth';
import { signIn, STUDIO_PASSWORD, studioApi, type StudioSession } from './studio-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let editor: StudioSession;
let publisher: StudioSession;

beforeAll(async () => {
  t = await createTestApp({}, { liveVersions: true, studio: true });
  await addStudioUser(t.app.db, 'ed@example.com', STUDIO_PASSWORD, 'editor');
  await addStudioUser(t.app.db, 'pub@example.com', STUDIO_PASSWORD, 'publisher');
  [editor, publisher] = [await signIn(t, 'ed@example.com'), await signIn(t, 'pub@example.com')];
}, 60_000);
afterAll(() => t.close());

const api = (who: StudioSession, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => studioApi(t, who, method, `/promotions/GOO00028${url}`, payload);
const draftOf = async (who: StudioSession) => (await api(who, 'GET', '/draft')).json() as { base: string; files: Record<string, any> };
const reworded = async (who: StudioSession, text: string) => {
  const draft = await draftOf(who);
  return api(who, 'PUT', '/draft', { base: draft.base, files: { ...draft.files, 'content/en-GB.json': { ...draft.files['content/en-GB.json'], homeHeroTitle: text } } });
};
const link = async (who: StudioSession) => (await api(who, 'POST', '/preview-links', { version: (await draftOf(who)).base })).json().token as string;

describe('who may do what', () => {
  it('the table has exactly these rows', () => {
    expect(Object.keys(STUDIO_PERMISSIONS)).toEqual(['view', 'edit', 'copy', 'previewLink', 'revokeOwnPreviewLink', 'revokeAnyPreviewLink', 'publish', 'schedule', 'rollback']);
  });

  it('view: editors and publishers', async () => {
    for (const who of [editor, publisher]) for (const url of ['/draft', '/history']) expect((await api(who, 'GET', url)).statusCode).toBe(200);
  });

  it('edit (save a draft, restore a version): editors and publishers', async () => {
    expect((await reworded(editor, 'By the editor')).statusCode).toBe(200);
    expect((await reworded(publisher, 'By the publisher')).statusCode).toBe(200);
    const { live_hash: live } = (await api(editor, 'GET', '/history')).json();
    expect((await api(editor, 'POST', '/restore', { version: live, base: (await draftOf(editor)).base })).statusCode).toBe(200);
  });

  it('copy into a new promotion: editors and publishers', async () => {
    expect((await api(editor, 'POST', '/copy', { code: 'EDT00001', basePath: '/by-editor' })).statusCode).toBe(200);
    expect((await api(publisher, 'POST', '/copy', { code: 'PUB00001', basePath: '/by-publisher' })).statusCode).toBe(200);
  });

  it('preview link: editors and publishers make one; each revokes their own', async () => {
    for (const who of [editor, publisher]) expect((await api(who, 'DELETE', `/preview-links/${await link(who)}`)).statusCode).toBe(204);
  });

  it("revoke someone else's preview link: publishers only", async () => {
    const publishers = await link(publisher);
    expect((await api(editor, 'DELETE', `/preview-links/${publishers}`)).statusCode).toBe(403);
    const editors = await link(editor);
    expect((await api(publisher, 'DELETE', `/preview-links/${editors}`)).statusCode).toBe(204);
  });

  it('publish, schedule, roll back: publishers only', async () => {
    expect((await reworded(editor, 'To be published')).statusCode).toBe(200);
    const { base } = await draftOf(editor);
    expect((await api(editor, 'POST', '/publish', { version: base })).statusCode).toBe(403);
    expect((await api(editor, 'POST', '/publish', { version: base, at: '2030-01-01T00:00:00Z' })).statusCode).toBe(403);
    expect((await api(editor, 'POST', '/rollback', {})).statusCode).toBe(403);
    expect((await api(publisher, 'POST', '/publish', { version: base })).statusCode).toBe(200);
    expect((await api(publisher, 'POST', '/publish', { version: base, at: '2030-01-01T00:00:00Z' })).statusCode).toBe(200);
    expect((await api(publisher, 'POST', '/rollback', {})).statusCode).toBe(200);
  }, 120_000);

  it('accounts: nobody through the studio (only npm run studio on the server)', async () => {
    for (const who of [editor, publisher]) expect((await studioApi(t, who, 'POST', '/users', { email: 'x@example.com', role: 'publisher' })).statusCode).toBe(404);
  });
});
