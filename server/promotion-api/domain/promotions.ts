import type { Selectable } from 'kysely';
import type { Db } from '../../db/open-database';
import type { PromotionTable } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { preparedQuery } from '../../db/prepared-query';
import { addCalendarDays, calendarDateOf, todayIn } from '../../../core/rules/calendarDates';

export type Promotion = Selectable<PromotionTable>;

export const DATE_WINDOW_STATUSES = ['OPEN', 'EARLY', 'LATE', 'CLOSED'] as const satisfies ReadonlyArray<Promotion['date_window_status']>;

export function isDateWindowStatus(value: string | undefined): value is Promotion['date_window_status'] {
  return (DATE_WINDOW_STATUSES as readonly string[]).includes(value ?? '');
}

/** The promotion with this id of package `code`, or a 404 ApiError (another package's promotion is unknown here). */
export async function requirePromotion(db: Db, id: string, code: string): Promise<Promotion> {
  const [promotion] = await promotionOfPackage(db, { id, code });
  if (!promotion) throw notFound(`Unknown promotion ${id}`);
  return promotion;
}

/**
 * 404 unless the promotion is one of package `code`'s, for requests that need only that (a claim lookup). A promotion
 * is never deleted nor moved to another package, so a yes is remembered for the process's life: one query less.
 */
export async function requirePromotionOfPackage(db: Db, id: string, code: string): Promise<void> {
  const key = `${code}\u0000${id}`;
  let known = knownPromotions.get(db);
  if (known?.has(key)) return;
  await requirePromotion(db, id, code);
  if (!known) knownPromotions.set(db, (known = new Set()));
  if (known.size < 10_000) known.add(key);
}
const knownPromotions = new WeakMap<Db, Set<string>>();

/** Asked on almost every request: built and compiled once (prepared-query.ts). */
const promotionOfPackage = preparedQuery((db, a: { id: string; code: string }) => db.selectFrom('promotions').selectAll().where('id', '=', a.id).where('code', '=', a.code));

/** Whether claims are accepted right now: operator switch, date-window status OPEN and inside the claim window. */
export function isClaimWindowOpen(promotion: Promotion, now: Date): boolean {
  if (!promotion.claim_window_open || promotion.date_window_status !== 'OPEN') return false;
  const t = now.getTime();
  return t >= Date.parse(promotion.claim_start) && t <= Date.parse(promotion.claim_end);
}

/** Whether a purchase made on `purchaseDate` qualifies: inside the purchase window and not in the future. */
export function isInPurchaseWindow(promotion: Promotion, purchaseDate: string, now: Date): boolean {
  const date = calendarDateOf(purchaseDate);
  if (!date) return false;
  // Not in the future: no later than the day after today in UTC, the latest date anywhere on earth.
  return date >= promotion.purchase_start && date <= promotion.purchase_end && date <= addCalendarDays(todayIn(now, 'UTC'), 1);
}
