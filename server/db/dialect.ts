import { PostgresAdapter, type Kysely } from 'kysely';

/** True on PostgreSQL: for the few schema types the two databases spell differently (migrations only). */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
