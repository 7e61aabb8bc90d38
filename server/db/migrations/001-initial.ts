import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/** Initial schema: catalogue (promotions, products, resellers, trade-ins, reward methods) and claims. */
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('promotions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('locale', 'text')
    .addColumn('purchase_start', 'text', (c) => c.notNull())
    .addColumn('purchase_end', 'text', (c) => c.notNull())
    .addColumn('claim_start', 'text', (c) => c.notNull())
    .addColumn('claim_end', 'text', (c) => c.notNull())
    .addColumn('claim_window_open', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('date_window_status', 'text', (c) => c.notNull().defaultTo('OPEN'))
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('product_tacs')
    .addColumn('tac', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .execute();
  await link(db, 'promotion_products', 'product_id', 'products.id');

  await db.schema
    .createTable('resellers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await link(db, 'promotion_resellers', 'reseller_id', 'resellers.id');

  await db.schema
    .createTable('trade_ins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await link(db, 'promotion_trade_ins', 'trade_in_id', 'trade_ins.id');

  await db.schema
    .createTable('reward_methods')
    .addColumn('id', types.autoId, types.autoIdColumn)
    .addColumn('promotion_id', 'text', (c) => c.notNull().references('promotions.id'))
    .addColumn('product_id', 'text', (c) => c.references('products.id'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('group_alias', 'text', (c) => c.notNull())
    .addColumn('gift_reference', 'text', (c) => c.notNull())
    .addColumn('alias', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('web_visitors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('promotion_id', 'text', (c) => c.notNull().references('promotions.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('extension', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'text')
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('claims')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('public_reference', 'text', (c) => c.notNull().unique())
    .addColumn('promotion_id', 'text', (c) => c.notNull().references('promotions.id'))
    .addColumn('promotion_window_id', 'text')
    .addColumn('visitor_id', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_message', 'text')
    .addColumn('purchase_date', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('reward_detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('claim_identifiers')
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('claim_identifiers_pk', ['kind', 'value'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('survey_responses')
    .addColumn('id', types.autoId, types.autoIdColumn)
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id'))
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('document_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('claim_events')
    .addColumn('id', types.autoId, types.autoIdColumn)
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('consignments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id'))
    .addColumn('courier_method', 'text', (c) => c.notNull())
    .addColumn('courier_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('audit_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('consignment_id', 'text', (c) => c.notNull().references('consignments.id'))
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('claim_rewards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', types.real, (c) => c.notNull())
    .addColumn('revaluation_state', 'text')
    .execute();

  await sql`CREATE INDEX claims_email_reference ON claims (public_reference, email)`.execute(db);
}

async function link(db: Kysely<any>, table: string, column: string, target: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('promotion_id', 'text', (c) => c.notNull().references('promotions.id'))
    .addColumn(column, 'text', (c) => c.notNull().references(target))
    .addPrimaryKeyConstraint(`${table}_pk`, ['promotion_id', column])
    .execute();
}

/**
 * The types the two databases spell differently. SQLite keeps exactly what this migration always created
 * (so existing files are unchanged); PostgreSQL gets serial ids and double precision (its `real` is 4 bytes).
 */
function columnTypes(db: Kysely<any>) {
  const postgres = isPostgres(db);
  return {
    autoId: postgres ? ('serial' as const) : ('integer' as const),
    autoIdColumn: (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()),
    real: postgres ? ('double precision' as const) : ('real' as const),
  };
}
