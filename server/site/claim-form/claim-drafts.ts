import { createHash } from 'node:crypto';
import type { Db } from '../../db/open-database';
import type { Keyring } from '../../encryption-keys';
import { open, seal } from '../../privacy/sealed-value';
import type { FormValues } from '../../../core/engine/contract';
import type { FoundByServer } from '../../../core/engine/inlinedStatus';

/** What the server keeps of a claim in progress: the draft's answers and what the flow's actions remembered. */
export interface ServerDraft {
  values: FormValues;
  /** What an action keeps for later screens (the browser's session storage: the claim's confirmation). */
  session: Record<string, unknown>;
  /** What a lookup widget's Find button found, by its field, until a result is used or the step is left. */
  found?: Record<string, FoundByServer>;
}

export interface ClaimDrafts {
  read(session: string, draftKey: string): Promise<ServerDraft | undefined>;
  /**
   * Keeps the draft until the idle time has passed or the promotion's claim window closes, whichever is first (no
   * promotion: the idle time alone, for what outlives the claim window, the claim a visitor tracks).
   */
  write(session: string, draftKey: string, draft: ServerDraft, promotionId: string | undefined): Promise<void>;
  remove(session: string, draftKey: string): Promise<void>;
}

/** How long a draft nobody touches is kept. */
export const DRAFT_IDLE_MS = 2 * 60 * 60_000;

/**
 * The server's claim drafts (server/db/claim-form-draft-table.ts): sealed with the server's keys and bound to the
 * row, found only with the session's cookie; an expired one reads as none and the next write deletes every expired
 * row.
 */
export function createClaimDrafts(db: Db, keyring: Keyring, { idleMs = DRAFT_IDLE_MS, now = () => new Date() } = {}): ClaimDrafts {
  const rowId = (session: string, draftKey: string) => createHash('sha256').update(`${session}\n${draftKey}`).digest('hex');
  return {
    async read(session, draftKey) {
      const id = rowId(session, draftKey);
      const row = await db.selectFrom('claim_form_drafts').select('sealed').where('id', '=', id).where('expires_at', '>', now().toISOString()).executeTakeFirst();
      if (!row) return undefined;
      try {
        return JSON.parse(open(keyring, id, row.sealed)) as ServerDraft;
      } catch {
        // Sealed with a key no longer held: the claim starts afresh.
        return undefined;
      }
    },
    async write(session, draftKey, draft, promotionId) {
      const id = rowId(session, draftKey);
      const at = now();
      const promotion = promotionId === undefined ? undefined : await db.selectFrom('promotions').select('claim_end').where('id', '=', promotionId).executeTakeFirst();
      const idleEnd = new Date(at.getTime() + idleMs).toISOString();
      const windowEnd = promotion?.claim_end ? new Date(promotion.claim_end).toISOString() : idleEnd;
      const row = {
        sealed: seal(keyring, id, JSON.stringify(draft)),
        expires_at: windowEnd < idleEnd ? windowEnd : idleEnd,
        updated_at: at.toISOString(),
      };
      await db.deleteFrom('claim_form_drafts').where('expires_at', '<=', at.toISOString()).execute();
      await db
        .insertInto('claim_form_drafts')
        .values({ id, ...row })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
        .execute();
    },
    async remove(session, draftKey) {
      await db.deleteFrom('claim_form_drafts').where('id', '=', rowId(session, draftKey)).execute();
    },
  };
}
