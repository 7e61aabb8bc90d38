import type { Db } from '../db/open-database';
import { canonicalJson, hashOf, SNAPSHOT_SCHEMA_VERSION, type PackageSnapshot } from './package-snapshot';

/** A publish that lost the race: live had already moved away from the version it expected to replace. */
export class PublishConflictError extends Error {
  constructor(
    readonly code: string,
    readonly expected: string | null,
    readonly actual: string | null,
  ) {
    super(`${code}: live is ${actual ?? 'none'}, not ${expected ?? 'none'} as expected (someone published meanwhile); nothing changed`);
    this.name = 'PublishConflictError';
  }
}

export interface Who {
  actor: string;
  now: Date;
}

async function record(db: Pick<Db, 'insertInto'>, code: string, action: string, who: Who, from: string | null, to: string | null, detail?: unknown) {
  await db
    .insertInto('promotion_history')
    .values({ code, action, actor: who.actor, at: who.now.toISOString(), from_hash: from, to_hash: to, detail: detail === undefined ? null : JSON.stringify(detail) })
    .execute();
}

/** The live and draft version of a promotion (nulls when it has none). */
export async function pointersOf(db: Db, code: string) {
  return (await db.selectFrom('promotion_pointers').selectAll().where('code', '=', code).executeTakeFirst()) ?? { code, live_hash: null, draft_hash: null, published_at: null, published_by: null };
}

/**
 * Stores a snapshot as an immutable version (nothing new when the same content is stored already) and makes it the
 * promotion's draft unless it is what is live. Returns its hash and whether a version was created. `known`: its hash, when
 * the caller has it (server/packages/kept-work.ts).
 */
export async function importVersion(db: Db, snapshot: PackageSnapshot, who: Who, known?: string): Promise<{ hash: string; created: boolean }> {
  const hash = known ?? hashOf(snapshot);
  return db.transaction().execute(async (trx) => {
    // A version stored already (a restart) is not written again: its canonical JSON is not even made.
    const stored = await trx.selectFrom('promotion_versions').select('hash').where('hash', '=', hash).executeTakeFirst();
    const inserted = stored
      ? undefined
      : await trx
          .insertInto('promotion_versions')
          .values({ hash, code: snapshot.code, schema_version: SNAPSHOT_SCHEMA_VERSION, content: canonicalJson(snapshot.files), created_at: who.now.toISOString(), created_by: who.actor })
          .onConflict((oc) => oc.column('hash').doNothing())
          .returning('hash')
          .executeTakeFirst();
    await trx.insertInto('promotion_pointers').values({ code: snapshot.code, live_hash: null, draft_hash: null, published_at: null, published_by: null }).onConflict((oc) => oc.column('code').doNothing()).execute();
    const pointers = await trx.selectFrom('promotion_pointers').selectAll().where('code', '=', snapshot.code).executeTakeFirstOrThrow();
    const draft = pointers.live_hash === hash ? null : hash;
    if (pointers.draft_hash !== draft) await trx.updateTable('promotion_pointers').set({ draft_hash: draft }).where('code', '=', snapshot.code).execute();
    if (inserted) await record(trx, snapshot.code, 'import', who, pointers.draft_hash, hash);
    return { hash, created: Boolean(inserted) };
  });
}

/** Stores a snapshot as an immutable version and nothing more (no pointer moves): a version made to be published next. */
export async function storeVersion(db: Pick<Db, 'insertInto'>, snapshot: PackageSnapshot, who: Who): Promise<string> {
  const hash = hashOf(snapshot);
  await db
    .insertInto('promotion_versions')
    .values({ hash, code: snapshot.code, schema_version: SNAPSHOT_SCHEMA_VERSION, content: canonicalJson(snapshot.files), created_at: who.now.toISOString(), created_by: who.actor })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
  return hash;
}

/**
 * Makes `hash` live in one transaction, by compare-and-set on the version it replaces (`expectedLive`, default the
 * live version read now): of two concurrent publishes one wins and the other gets a PublishConflictError. Answers
 * false when `hash` was live already (nothing done).
 */
export async function publishVersion(db: Db, code: string, hash: string, who: Who, options: { expectedLive?: string | null; action?: 'publish' | 'rollback'; detail?: unknown } = {}): Promise<boolean> {
  const version = await db.selectFrom('promotion_versions').select(['hash', 'code']).where('hash', '=', hash).executeTakeFirst();
  if (!version || version.code !== code) throw new Error(`${code} has no version ${hash}`);
  const expected = options.expectedLive === undefined ? (await pointersOf(db, code)).live_hash : options.expectedLive;
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('promotion_pointers').selectAll().where('code', '=', code).executeTakeFirst();
    // Publishing what is live already changes nothing and records nothing (a second click that came late).
    if (current?.live_hash === hash && options.action !== 'rollback') return false;
    let update = trx
      .updateTable('promotion_pointers')
      .set({ live_hash: hash, draft_hash: current?.draft_hash === hash ? null : (current?.draft_hash ?? null), published_at: who.now.toISOString(), published_by: who.actor })
      .where('code', '=', code);
    update = expected === null ? update.where('live_hash', 'is', null) : update.where('live_hash', '=', expected);
    const moved = await update.executeTakeFirst();
    if (moved.numUpdatedRows === 0n) throw new PublishConflictError(code, expected, current?.live_hash ?? null);
    await record(trx, code, options.action ?? 'publish', who, expected, hash, options.detail);
    return true;
  });
}

/** The version a roll back makes live again: the one live before the current one (the history's last move onto it). */
export async function rollbackTargetOf(db: Db, code: string): Promise<{ live: string; previous: string }> {
  const { live_hash: live } = await pointersOf(db, code);
  if (!live) throw new Error(`${code} has no live version to roll back`);
  const moves = await db.selectFrom('promotion_history').selectAll().where('code', '=', code).where('action', 'in', ['publish', 'rollback']).where('to_hash', '=', live).orderBy('id', 'desc').execute();
  const previous = moves.find((m) => m.from_hash)?.from_hash;
  if (!previous) throw new Error(`${code}: no earlier live version to go back to`);
  return { live, previous };
}

/**
 * The previous live version live again, as a new history entry. The version rolled back stays at hand: it becomes the
 * draft when there is none, so what was taken off the site can be fixed and published again.
 */
export async function rollbackVersion(db: Db, code: string, who: Who): Promise<string> {
  const { live, previous } = await rollbackTargetOf(db, code);
  await publishVersion(db, code, previous, who, { expectedLive: live, action: 'rollback' });
  await db.updateTable('promotion_pointers').set({ draft_hash: live }).where('code', '=', code).where('draft_hash', 'is', null).execute();
  return previous;
}

/** Every promotion with its live and draft version, when and by whom it was last published. */
export async function listPromotions(db: Db) {
  return db.selectFrom('promotion_pointers').selectAll().orderBy('code').execute();
}

/** The promotion's history, oldest first. */
export async function historyOf(db: Db, code: string) {
  return db.selectFrom('promotion_history').selectAll().where('code', '=', code).orderBy('id').execute();
}

/** A stored version as a snapshot (undefined when there is none). */
export async function versionOf(db: Db, hash: string): Promise<PackageSnapshot | undefined> {
  const row = await db.selectFrom('promotion_versions').selectAll().where('hash', '=', hash).executeTakeFirst();
  return row ? { code: row.code, files: JSON.parse(row.content) as Record<string, unknown> } : undefined;
}

/** Schedules `hash` to go live at `at` (recorded in the history); it fires once, after a restart too. */
export async function schedulePublish(db: Db, code: string, hash: string, at: Date, who: Who): Promise<number> {
  const row = await db.insertInto('promotion_schedules').values({ code, hash, at: at.toISOString(), created_by: who.actor, fired_at: null, outcome: null }).returning('id').executeTakeFirstOrThrow();
  await record(db, code, 'schedule', who, null, hash, { at: at.toISOString() });
  return row.id;
}

/**
 * Fires the promotion's scheduled publishes that are due: each is claimed by one instance (a conditional update
 * that only one can make), then published as the one who scheduled it.
 */
export async function fireDueSchedules(db: Db, code: string, now: Date): Promise<void> {
  const due = await db.selectFrom('promotion_schedules').selectAll().where('code', '=', code).where('fired_at', 'is', null).where('at', '<=', now.toISOString()).orderBy('at').execute();
  for (const schedule of due) {
    const claimed = await db.updateTable('promotion_schedules').set({ fired_at: now.toISOString() }).where('id', '=', schedule.id).where('fired_at', 'is', null).executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) continue; // another instance fires it
    let outcome = 'published';
    try {
      await publishVersion(db, code, schedule.hash, { actor: `${schedule.created_by} (scheduled)`, now });
    } catch (error) {
      outcome = error instanceof PublishConflictError ? 'conflict' : `failed: ${(error as Error).message}`;
    }
    await db.updateTable('promotion_schedules').set({ outcome }).where('id', '=', schedule.id).execute();
  }
}

/** A save based on a version that is no longer the draft: someone else saved meanwhile. */
export class DraftConflictError extends Error {
  constructor(
    readonly code: string,
    readonly base: string,
    readonly current: string | null,
  ) {
    super(`${code}: the draft is ${current ?? 'none'}, not ${base} this save started from; nothing saved`);
    this.name = 'DraftConflictError';
  }
}

/**
 * Saves an edited package as the promotion's draft, by compare-and-set on the version the edit started from (the
 * draft, or live when there is none): of two saves from the same version one wins and the other gets a
 * DraftConflictError, so no one overwrites another's change without seeing it.
 */
export async function saveDraft(db: Db, snapshot: PackageSnapshot, base: string, who: Who, action: 'save' | 'restore' = 'save', detail?: unknown): Promise<string> {
  const hash = hashOf(snapshot);
  return db.transaction().execute(async (trx) => {
    const pointers = await trx.selectFrom('promotion_pointers').selectAll().where('code', '=', snapshot.code).executeTakeFirst();
    const current = pointers?.draft_hash ?? pointers?.live_hash ?? null;
    if (current !== base) throw new DraftConflictError(snapshot.code, base, current);
    if (hash === current) return hash;
    await storeVersion(trx, snapshot, who);
    const draft = pointers?.live_hash === hash ? null : hash;
    let update = trx.updateTable('promotion_pointers').set({ draft_hash: draft }).where('code', '=', snapshot.code);
    update = pointers?.draft_hash ? update.where('draft_hash', '=', pointers.draft_hash) : update.where('draft_hash', 'is', null);
    if ((await update.executeTakeFirst()).numUpdatedRows === 0n) throw new DraftConflictError(snapshot.code, base, null);
    await record(trx, snapshot.code, action, who, pointers?.draft_hash ?? null, hash, detail);
    return hash;
  });
}

/** Who last changed a version's content: the newest save, restore or import that made it, else who first stored it. */
export async function lastChangeOf(db: Db, hash: string): Promise<{ actor: string; at: string } | undefined> {
  const made = await db.selectFrom('promotion_history').select(['actor', 'at']).where('to_hash', '=', hash).where('action', 'in', ['save', 'restore', 'import']).orderBy('id', 'desc').executeTakeFirst();
  if (made) return made;
  const version = await db.selectFrom('promotion_versions').select(['created_by', 'created_at']).where('hash', '=', hash).executeTakeFirst();
  return version ? { actor: version.created_by, at: version.created_at } : undefined;
}
