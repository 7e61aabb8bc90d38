import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabaseFor, type Db } from '../db/open-database';

/** A mistake in how the command was called: its message, then the usage; exit 2. */
export class UsageError extends Error {}
/** A command refused for a reason the user can act on: its message; exit 1. */
export class Refused extends Error {}

/**
 * Runs a command line tool's work on the server's database (DATABASE_URL, else DATA_DIR; migrated first): prints what
 * it answers and exits 0; a UsageError exits 2 with the usage, any other failure 1 with its reason.
 */
export function runDatabaseCommand(usage: string, work: (db: Db) => Promise<string>): void {
  const main = async (): Promise<number> => {
    const { db } = openDatabaseFor(loadConfig(), {});
    try {
      await migrate(db);
      console.log(await work(db));
      return 0;
    } catch (error) {
      if (error instanceof UsageError) {
        console.error(`${error.message}\n${usage}`);
        return 2;
      }
      console.error(error instanceof Error ? error.message : error);
      return 1;
    } finally {
      await db.destroy();
    }
  };
  main().then((code) => process.exit(code));
}
