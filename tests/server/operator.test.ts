import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_COMMANDS } from '../../server/operator/commands';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (name: string, ...args: string[]) => OPERATOR_COMMANDS[name].run(t.app.db, args, new Date());

describe('operator commands', () => {
  it('changes the date-window status the API reports', async () => {
    await run('date-window', 'GOO00028-DE', 'EARLY');
    expect((await t.call('GET', '/promotion/GOO00028-DE/date-window-status')).body).toEqual({ data: { status: 'EARLY' } });
    await expect(run('date-window', 'GOO00028-DE', 'SOON')).rejects.toThrow(/must be one of/);
  });

  it('closes the claim window', async () => {
    await run('claim-window', 'GOO00028-US', 'closed');
    const r = await t.call('POST', '/claim-window-check', { promotion_id: 'GOO00028-US', purchase_date: '2022-11-01T12:00:00-05:00' });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].code).toBe(3);
  });
});
