/**
 * A claim lookup is answered again from memory only while nothing could have changed it: a change made by this
 * server shows at once, one made by another process (the operator command line's connection) within
 * CHANGES_SEEN_WITHIN_MS; a lookup with a wrong e-mail still gets the identical 403 after the claim was cached.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGES_SEEN_WITHIN_MS } from '../../server/db/change-token';
import { openDatabase } from '../../server/db/open-database';
import { recordClaimStatus } from '../../server/promotion-api/domain/claim-lookup';
import { claimBody, GB } from './claim-fixtures';
import { startHttpApp, type HttpTestApp } from './http-harness';
import { PNG } from './multipart';

let t: HttpTestApp;
let reference: string;
beforeAll(async () => {
  t = await startHttpApp();
  const proof = await t.api('POST', '/file-upload', { files: [{ field: 'file', filename: 'p.png', content: PNG }] });
  reference = (await t.api('POST', '/claim', { json: claimBody([proof.body.data.id], { email: 'ada@example.com' }) })).body.data.public_reference;
});
afterAll(() => t.close());

const lookup = (email = 'ada@example.com') => t.api('POST', '/claim-details-request', { json: { promotion_id: GB, email, reference } });
const claimIdOf = async () => (await t.app.db.selectFrom('claims').select('id').where('public_reference', '=', reference).executeTakeFirstOrThrow()).id;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('claim lookups answered again', () => {
  it('show a status changed by this server at once', async () => {
    expect((await lookup()).body.data.status_message).toBeNull();
    await recordClaimStatus(t.app.db, await claimIdOf(), 'IN_PROGRESS', new Date(), 'changed here');
    expect((await lookup()).body.data).toMatchObject({ status: 'IN_PROGRESS', status_message: 'changed here' });
  });

  it('show a status changed by another process once CHANGES_SEEN_WITHIN_MS have passed', async () => {
    expect((await lookup()).status).toBe(200);
    const other = openDatabase({ dataDir: path.join(t.dir, 'data'), databaseUrl: t.databaseEnv.DATABASE_URL, databasePoolSize: 1 });
    try {
      await recordClaimStatus(other, await claimIdOf(), 'REJECTED_DUPLICATE', new Date(), 'changed by the operator');
    } finally {
      await other.destroy();
    }
    await pause(CHANGES_SEEN_WITHIN_MS + 5);
    expect((await lookup()).body.data).toMatchObject({ status: 'REJECTED_DUPLICATE', status_message: 'changed by the operator' });
  });

  it('still refuse a wrong e-mail, byte for byte as an unknown reference', async () => {
    expect((await lookup()).status).toBe(200);
    const wrongEmail = await lookup('someone-else@example.com');
    const unknown = await t.api('POST', '/claim-details-request', { json: { promotion_id: GB, email: 'ada@example.com', reference: reference === '111-222-333' ? '111-222-334' : '111-222-333' } });
    expect(wrongEmail.status).toBe(403);
    expect(wrongEmail.bytes.equals(unknown.bytes)).toBe(true);
  });
});
