import type { Kysely } from 'kysely';

/**
 * The outbox of customers' messages (server/messages/): a row is written in the same transaction as the claim or
 * status change that sends it, and the sender takes due rows, sends them and marks them. No message body is kept:
 * it is rendered from the package's wording when sent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('message_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('claim_id', 'text')
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('note', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('recipient_key', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('message_outbox_due').on('message_outbox').columns(['state', 'due_at']).execute();
  await db.schema.createIndex('message_outbox_recipient').on('message_outbox').columns(['recipient_key', 'event', 'created_at']).execute();
}
