import { migrate } from './migrate';
import { openDatabase, type Db } from './open-database';
import { seed } from './seed';
import type { LocaleSettings } from '../promotion-config';

/** Opens the database in `dataDir`, runs pending migrations and seeds the catalogue. */
export async function prepareDatabase(dataDir: string, locales: LocaleSettings[]): Promise<{ db: Db; close: () => Promise<void> }> {
  const { db, sqlite } = openDatabase(dataDir);
  try {
    await migrate(db);
    await seed(db, locales);
  } catch (error) {
    sqlite.close();
    throw error;
  }
  return { db, close: () => db.destroy() };
}
