import type { Kysely } from 'kysely';

/**
 * A product qualifies by its TACs (every IMEI beginning with one) or by IMEI ranges (catalogue.json imeiRanges): each
 * range as the 14 digits before the check digit, first and last, compared as text of one length. A product may also ask
 * for its serial number (catalogue.json serialNumber).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_imei_ranges')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('first_body', 'text', (c) => c.notNull())
    .addColumn('last_body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_imei_ranges_pk', ['product_id', 'first_body'])
    .execute();
  await db.schema.alterTable('products').addColumn('serial_number', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
