import type { Kysely } from 'kysely';

/**
 * Accounts of the promotion studio (email, scrypt hash, role) and their sessions: only the SHA-256 of a session's
 * token is kept, so the database never holds a usable session.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('studio_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('studio_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('studio_users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('studio_sessions_user').on('studio_sessions').column('user_id').execute();
}
