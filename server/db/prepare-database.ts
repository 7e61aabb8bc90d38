import { migrate } from './migrate';
import { openDatabaseFor, type DatabaseSettings, type Db } from './open-database';
import type { SqliteDurability } from './open-sqlite';
import type { WalCheckpointer } from './wal-checkpointer';
import { seed } from './seed';
import type { ServedPromotion } from '../packages/promotion-package';

/**
 * Opens the database, runs pending migrations (under the migrator's lock, so instances starting together
 * migrate once) and seeds the catalogue; resolves only when the schema is current.
 */
export async function prepareDatabase(
  settings: DatabaseSettings,
  packages: readonly ServedPromotion[],
  durability: SqliteDurability = {},
): Promise<{ db: Db; close: () => Promise<void>; whenDurable?: () => Promise<void> | undefined; checkpointer?: WalCheckpointer }> {
  const { db, whenDurable, checkpointer } = openDatabaseFor(settings, durability);
  try {
    await migrate(db);
    await seed(db, packages);
    await whenDurable?.();
  } catch (error) {
    await checkpointer?.close();
    await db.destroy();
    throw error;
  }
  return {
    db,
    close: async () => {
      await whenDurable?.()?.catch(() => undefined); // closing checkpoints (and syncs) the WAL anyway
      // The checkpoint thread's connection first: the server's, closing last, checkpoints and removes the WAL.
      await checkpointer?.close();
      await db.destroy();
    },
    whenDurable,
    checkpointer,
  };
}
