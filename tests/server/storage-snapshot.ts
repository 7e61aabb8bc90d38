import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../server/db/open-database';

/** Row count of every table plus the number of stored upload files: equal snapshots = nothing stored. */
export async function storageSnapshot(db: Db, dataDir: string): Promise<Record<string, number>> {
  const tables = await db.introspection.getTables();
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const result = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(db);
    counts[name] = Number(result.rows[0].n);
  }
  const uploads = path.join(dataDir, 'uploads');
  counts['files in uploads/'] = fs.existsSync(uploads) ? fs.readdirSync(uploads).length : 0;
  return counts;
}
