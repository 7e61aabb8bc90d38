import type { Db } from '../db/open-database';
import { keyringOf, resealed } from './claim-secrets';

const BATCH = 200;

/**
 * Re-seals every claim's bank and PayPal details with the first key of ENCRYPTION_KEYS (values from before
 * sealing too). Resumable: claims are taken in id order, a batch at a time, each row updated only if it is still
 * what was read (compare-and-set), so a run that stops is finished by the next, and a finished run changes nothing.
 */
export async function rotateKey(db: Db, onBatch: (done: number) => void = () => undefined): Promise<{ key_id: string; examined: number; resealed: number }> {
  const keyId = keyringOf(db).current.id;
  let after = '';
  let examined = 0;
  let changed = 0;
  for (;;) {
    const rows = await db
      .selectFrom('claims')
      .select(['id', 'payload', 'reward_detail'])
      .where('id', '>', after)
      .where((eb) => eb.or([eb('payload', 'like', '%"reward_method"%'), eb('reward_detail', 'is not', null)]))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (!rows.length) break;
    for (const row of rows) {
      const payload = resealed(db, row.id, row.payload, 'payload');
      const detail = resealed(db, row.id, row.reward_detail, 'reward_detail');
      if (!payload && !detail) continue;
      let update = db.updateTable('claims').set({ ...(payload ? { payload } : {}), ...(detail ? { reward_detail: detail } : {}) }).where('id', '=', row.id).where('payload', '=', row.payload);
      update = row.reward_detail === null ? update.where('reward_detail', 'is', null) : update.where('reward_detail', '=', row.reward_detail);
      const result = await update.executeTakeFirst();
      if (result.numUpdatedRows > 0n) changed++;
    }
    examined += rows.length;
    after = rows[rows.length - 1].id;
    onBatch(examined);
  }
  return { key_id: keyId, examined, resealed: changed };
}
