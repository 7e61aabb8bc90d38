import { migrate } from './migrate';
import { openDatabase, type DatabaseSettings, type Db } from './open-database';
import { seed } from './seed';
import type { LocaleSettings } from '../promotion-config';

/**
 * Opens the database, runs pending migrations (under the migrator's lock, so instances starting together
 * migrate once) and seeds the catalogue; resolves only when the schema is current.
 */
export async function prepareDatabase(settings: DatabaseSettings, locales: LocaleSettings[]): Promise<{ db: Db; close: () => Promise<void> }> {
  const db = openDatabase(settings);
  try {
    await migrate(db);
    await seed(db, locales);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, close: () => db.destroy() };
}
