/**
 * preparedQuery (server/db/prepared-query.ts): a query built and compiled once per shape, run with each call's
 * arguments, on SQLite and (test:server:postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery } from '../../server/db/prepared-query';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('preparedQuery', () => {
  it('builds once per shape (list lengths) and answers as the query built for each call', async () => {
    let builds = 0;
    const products = preparedQuery((db, a: { promotionId: string; productIds: string[] }) => {
      builds++;
      return db.selectFrom('promotion_products').select('product_id').where('promotion_id', '=', a.promotionId).where('product_id', 'in', a.productIds).orderBy('product_id');
    });
    const direct = (promotionId: string, productIds: string[]) =>
      t.app.db.selectFrom('promotion_products').select('product_id').where('promotion_id', '=', promotionId).where('product_id', 'in', productIds).orderBy('product_id').execute();

    const calls: Array<[string, string[]]> = [
      ['GOO00028-GB', ['pixel-7-128-obsidian']],
      ['GOO00028-GB', ['no-such-product']],
      ['GOO00028-DE', ['pixel-7-128-obsidian']],
      ['GOO00028-GB', ['pixel-7-128-obsidian', 'pixel-watch-41-matte-black']],
      ['GOO00028-GB', ['pixel-watch-41-matte-black', 'no-such-product']],
    ];
    for (const [promotionId, productIds] of calls) {
      expect(await products(t.app.db, { promotionId, productIds })).toEqual(await direct(promotionId, productIds));
    }
    expect(builds).toBe(2); // one list of one id, one of two
    expect((await products(t.app.db, { promotionId: 'GOO00028-GB', productIds: ['pixel-7-128-obsidian'] })).length).toBe(1);
  });

  it('runs inside a transaction, on its connection; null and undefined arguments are SQL NULL', async () => {
    const insert = preparedQuery((db, a: { id: string; promotionId: string; createdAt: string }) =>
      db.insertInto('web_visitors').values({ id: a.id, promotion_id: a.promotionId, created_at: a.createdAt }).returning('id'));
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        expect(await insert(trx, { id: 'prepared-visitor', promotionId: 'GOO00028-GB', createdAt: '2024-01-01T00:00:00.000Z' })).toEqual([{ id: 'prepared-visitor' }]);
        expect(await trx.selectFrom('web_visitors').select('id').where('id', '=', 'prepared-visitor').execute()).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await t.app.db.selectFrom('web_visitors').select('id').where('id', '=', 'prepared-visitor').execute()).toEqual([]);

    const withNull = preparedQuery((db, a: { id: string | null }) => db.selectFrom('claims').select('id').where('visitor_id', '=', a.id));
    expect(await withNull(t.app.db, { id: null })).toEqual([]);
  });

  it('refuses a build that does not send an argument as a parameter', async () => {
    const inlined = preparedQuery((db, a: { status: string }) => db.selectFrom('claims').select('id').where('status', '=', 'PENDING').where('id', 'is not', null).$if(a.status === '', (q) => q));
    await expect(inlined(t.app.db, { status: 'PENDING' })).rejects.toThrow(/status.*is not a parameter/);
  });
});
