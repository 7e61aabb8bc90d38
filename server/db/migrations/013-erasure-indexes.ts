import type { Kysely } from 'kysely';

/**
 * Erasing a claim (purge, erase-customer) finds its rows in every table by the claim's id: each table gets an index on
 * it, and an idempotency record names the claim its answer created. Without them a purge of 100,000 claims read
 * these tables whole once per claim (about 60 claims a second, and claims made meanwhile waited for the CPU).
 * The records already stored get their claim from their answers (`{"data":{"id":…}}`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('claim_id', 'text').execute();
  const rows = await db.selectFrom('idempotency_keys').select(['key', 'response']).where('response', '<>', '').execute();
  for (const row of rows as Array<{ key: string; response: string }>) {
    const claimId = claimIdIn(row.response);
    if (claimId) await db.updateTable('idempotency_keys').set({ claim_id: claimId }).where('key', '=', row.key).execute();
  }
  for (const table of ['idempotency_keys', 'claim_identifiers', 'survey_responses', 'claim_events', 'message_outbox']) {
    await db.schema.createIndex(`${table}_claim_id`).on(table).column('claim_id').execute();
  }
}

function claimIdIn(response: string): string | undefined {
  try {
    const id = (JSON.parse(response) as { data?: { id?: unknown } }).data?.id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}
