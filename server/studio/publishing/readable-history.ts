import type { Selectable } from 'kysely';
import type { PromotionHistoryTable } from '../../db/schema';

/** A history row as stored (promotion_history). */
export type HistoryRow = Selectable<PromotionHistoryTable>;

type VersionRef = { hash: string; number: number | null };

/** An event a manager reads: a publish, schedule, roll back, import or restore, with the saves that built its version. */
export interface HistoryEvent {
  id: number;
  action: string;
  actor: string;
  at: string;
  /** number: null for an autosave (a version neither checked nor published: version-numbers.ts). */
  from: VersionRef | null;
  to: VersionRef | null;
  detail?: unknown;
  /** The saves folded into this event: how many, by whom, from when to when, and each of them on request. */
  saves: { count: number; actors: string[]; first?: string; last?: string; each: Array<{ id: number; actor: string; at: string; to: VersionRef | null }> };
}

/**
 * The history as a manager reads it, newest first: every event but a save, each carrying the saves made since the event
 * before it (the saves that built the version it publishes); saves made since the last event come first as the draft in
 * progress ("draft", when there are any).
 */
export function readableHistory(rows: readonly HistoryRow[], numbers: ReadonlyMap<string, number>): HistoryEvent[] {
  const ref = (hash: string | null) => (hash ? { hash, number: numbers.get(hash) ?? null } : null);
  const events: HistoryEvent[] = [];
  let saves: HistoryEvent['saves']['each'] = [];
  const folded = () => {
    const each = saves;
    saves = [];
    return { count: each.length, actors: [...new Set(each.map((s) => s.actor))], first: each[0]?.at, last: each.at(-1)?.at, each };
  };
  for (const row of rows) {
    if (row.action === 'save') {
      saves.push({ id: row.id, actor: row.actor, at: row.at, to: ref(row.to_hash) });
      continue;
    }
    events.push({ id: row.id, action: row.action, actor: row.actor, at: row.at, from: ref(row.from_hash), to: ref(row.to_hash), ...(row.detail ? { detail: JSON.parse(row.detail) as unknown } : {}), saves: folded() });
  }
  if (saves.length) {
    const last = saves.at(-1)!;
    events.push({ id: last.id, action: 'draft', actor: last.actor, at: last.at, from: null, to: last.to, saves: folded() });
  }
  return events.reverse();
}
