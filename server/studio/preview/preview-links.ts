import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/open-database';

/** A preview link's default life: a day (the studio may ask for less or more, at most a week). */
export const PREVIEW_LINK_HOURS = 24;
export const PREVIEW_LINK_MAX_HOURS = 24 * 7;
/** The cookie a preview link sets: the site's pages of that promotion show the version of the link while it holds. */
export const PREVIEW_COOKIE = 'studio_preview';

/** A draft to start a preview's flow from: the simulation's answers when its journey reached a step. */
export interface PreviewSample {
  flow: string;
  unlockedSteps: number;
  values: Record<string, unknown>;
}

export interface PreviewLink {
  code: string;
  hash: string;
  flags: Record<string, boolean>;
  sample?: PreviewSample;
  expiresAt: string;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A link to one version of a promotion, with flags set for the preview only: an unguessable token (256 random
 * bits) of which only the SHA-256 is stored, so the database never holds a usable link; valid until it expires or
 * is revoked.
 */
export async function createPreviewLink(db: Db, link: { code: string; hash: string; flags: Record<string, boolean>; sample?: PreviewSample; hours?: number; by: string; now: Date }) {
  const token = randomBytes(32).toString('base64url');
  const hours = Math.min(Math.max(link.hours ?? PREVIEW_LINK_HOURS, 1 / 60), PREVIEW_LINK_MAX_HOURS);
  const expiresAt = new Date(link.now.getTime() + hours * 3_600_000).toISOString();
  await db
    .insertInto('preview_links')
    .values({ token_hash: tokenHash(token), code: link.code, hash: link.hash, flags: JSON.stringify(link.flags), sample: link.sample ? JSON.stringify(link.sample) : null, created_by: link.by, created_at: link.now.toISOString(), expires_at: expiresAt, revoked_at: null })
    .execute();
  return { token, expiresAt };
}

/** The link a token names, unless it is unknown, expired or revoked. */
export async function previewLinkOf(db: Db, token: string | undefined, now: Date): Promise<PreviewLink | undefined> {
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const row = await db.selectFrom('preview_links').selectAll().where('token_hash', '=', tokenHash(token)).executeTakeFirst();
  if (!row || row.revoked_at || row.expires_at <= now.toISOString()) return undefined;
  return {
    code: row.code,
    hash: row.hash,
    flags: JSON.parse(row.flags) as Record<string, boolean>,
    ...(row.sample ? { sample: JSON.parse(row.sample) as PreviewSample } : {}),
    expiresAt: row.expires_at,
  };
}

/** Revokes a link by its token; answers whether there was one to revoke. */
export async function revokePreviewLink(db: Db, code: string, token: string, now: Date): Promise<boolean> {
  const result = await db.updateTable('preview_links').set({ revoked_at: now.toISOString() }).where('token_hash', '=', tokenHash(token)).where('code', '=', code).where('revoked_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Who made the link a token names (of this promotion), or undefined when there is none. */
export async function previewLinkAuthorOf(db: Db, code: string, token: string): Promise<string | undefined> {
  const row = await db.selectFrom('preview_links').select('created_by').where('token_hash', '=', tokenHash(token)).where('code', '=', code).executeTakeFirst();
  return row?.created_by;
}
