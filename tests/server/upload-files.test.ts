/**
 * Uploads are typed by their bytes, never by name or declared type, and stored under DATA_DIR/uploads with
 * server-made names. Decision: a PNG named .pdf (and sent as application/pdf) is accepted and stored as a PNG.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { JPEG, multipart, PDF, PNG } from './multipart';
import { storageSnapshot } from './storage-snapshot';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_BYTES: '4096', UPLOAD_RATE_LIMIT_PER_MINUTE: '0' });
  dataDir = path.join(t.dir, 'data');
});
afterAll(() => t.close());

async function upload(content: Buffer, filename: string, type: string) {
  const r = await t.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...multipart({}, [{ field: 'file', filename, content, type }]) });
  return { status: r.statusCode, body: r.json() };
}

const row = (id: string) => t.app.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Every file below `dir`, relative to it. */
function filesBelow(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('file type by content', () => {
  it('stores a PNG renamed .pdf and declared application/pdf as a PNG', async () => {
    const r = await upload(PNG, 'scan.pdf', 'application/pdf');
    expect(r.status).toBe(201);
    const stored = await row(r.body.data.id);
    expect(stored).toMatchObject({ mime: 'image/png', extension: 'png', stored_name: `${r.body.data.id}.png`, purpose: 'proof', size: PNG.length });
    expect(fs.readFileSync(path.join(dataDir, 'uploads', stored.stored_name)).equals(PNG)).toBe(true);
  });

  it('accepts jpeg and pdf by their bytes', async () => {
    expect((await row((await upload(JPEG, 'photo.bin', 'application/octet-stream')).body.data.id)).mime).toBe('image/jpeg');
    expect((await row((await upload(PDF, 'photo.png', 'image/png')).body.data.id)).mime).toBe('application/pdf');
  });

  it('refuses an HTML file sent as image/png with 415 code 6 and stores nothing', async () => {
    const before = await storageSnapshot(t.app.db, dataDir);
    const r = await upload(Buffer.from('<!doctype html><script>alert(1)</script>'), 'cute.png', 'image/png');
    expect(r).toEqual({ status: 415, body: { errors: [{ code: 6, message: expect.any(String) }] } });
    expect(await storageSnapshot(t.app.db, dataDir)).toEqual(before);
  });

  it('refuses a file over MAX_UPLOAD_BYTES with 413 code 7 and stores nothing', async () => {
    const before = await storageSnapshot(t.app.db, dataDir);
    const r = await upload(Buffer.concat([PNG, Buffer.alloc(5000)]), 'big.png', 'image/png');
    expect(r).toEqual({ status: 413, body: { errors: [{ code: 7, message: expect.any(String) }] } });
    expect(await storageSnapshot(t.app.db, dataDir)).toEqual(before);
  });
});

describe('stored names', () => {
  it('never lets a client file name reach the file system: ../../etc/passwd lands as <uuid>.png in DATA_DIR/uploads', async () => {
    const before = filesBelow(t.dir);
    const ids = [];
    for (const filename of ['../../etc/passwd', '/tmp/evil.png', '..\\..\\evil.png', 'uploads/../../../x.png']) {
      const r = await upload(PNG, filename, 'image/png');
      expect(r.status, filename).toBe(201);
      ids.push(r.body.data.id);
      expect((await row(r.body.data.id)).original_name, 'kept as data, without its path').not.toMatch(/[\\/]|\.\./);
    }
    const added = filesBelow(t.dir).filter((f) => !before.includes(f));
    expect(added.sort()).toEqual(ids.map((id) => path.join('data', 'uploads', `${id}.png`)).sort());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(fs.existsSync(path.join(t.dir, 'etc'))).toBe(false);
    expect(fs.existsSync('/tmp/evil.png')).toBe(false);
  });

  it('refuses a configuration that would put DATA_DIR (and so the uploads) inside the served DIST_DIR', () => {
    expect(() => loadConfig({ DATA_DIR: '/srv/dist/data', DIST_DIR: '/srv/dist' })).toThrow(/must not contain one another/);
    expect(() => loadConfig({ DATA_DIR: '/srv/data', DIST_DIR: '/srv/dist' })).not.toThrow();
  });
});
