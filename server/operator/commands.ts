import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open-database';
import { DATE_WINDOW_STATUSES, isDateWindowStatus } from '../promotion-api/domain/promotions';
import { recordClaimStatus, setClaimStatus } from '../promotion-api/domain/claim-lookup';
import { calendarDateOf } from '../../core/rules/calendarDates';
import { dateDaysAgo, daysSincePurchase, isCourierUrlAllowed, isReturnWindowOpen, isTradeInWindowExpired } from '../promotion-api/domain/my-claim-windows';
import { MY_CLAIM_DEFAULTS, type MyClaimSettings } from '../../core/rules/myClaimSettings';
import { localeOfPromotion, type ServedPromotion } from '../packages/promotion-package';
import { MESSAGE_COMMANDS } from './messages-command';
import { openClaimPayload, openRewardDetail } from '../privacy/claim-secrets';

/** The packages the commands know (the operator reads them from DEFINITIONS_DIR like the server). */
export interface OperatorContext {
  packages: Array<Pick<ServedPromotion, 'locales' | 'myClaim'>>;
}

const DEFAULT_CONTEXT: OperatorContext = { packages: [] };

/** The my-claim settings and time zone of the package a promotion id belongs to (defaults when none does). */
function settingsOf(ctx: OperatorContext, promotionId: string): { myClaim: MyClaimSettings; timezone?: string } {
  for (const pkg of ctx.packages) {
    const locale = localeOfPromotion(pkg.locales, promotionId);
    if (locale) return { myClaim: pkg.myClaim, timezone: locale.timezone };
  }
  return { myClaim: MY_CLAIM_DEFAULTS };
}

/** Operator actions on the reference server's database (promotion switches and claim progress). */
export interface OperatorCommand {
  usage: string;
  description: string;
  run: (db: Db, args: string[], now: Date, ctx?: OperatorContext) => Promise<unknown>;
}

class UsageError extends Error {}

const DAY_MS = 86_400_000;
/** `-15d`: 15 days before now. */
const RELATIVE_DAYS = /^-([0-9]{1,5})d$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
/** Contract limits of what claim-details-request answers (ClaimStatus, status_message, Consignment, AuditDocument, Money). */
const MAX_STATUS = 64;
const MAX_MESSAGE = 2000;
const MAX_URL = 2000;
const COURIER_METHODS = ['label', 'script'];
const DOCUMENT_TYPE = /^[A-Za-z0-9_-]{1,64}$/;
const AMOUNT = /^[0-9]{1,7}(\.[0-9]{1,2})?$/;

async function claimByReference(db: Db, reference: string | undefined) {
  if (!reference) throw new UsageError('claim reference missing');
  const claim = await db.selectFrom('claims').selectAll().where('public_reference', '=', reference).executeTakeFirst();
  if (!claim) throw new UsageError(`no claim with reference ${reference}`);
  return claim;
}

async function promotionById(db: Db, id: string | undefined) {
  if (!id) throw new UsageError('promotion id missing');
  const promotion = await db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!promotion) throw new UsageError(`no promotion ${id}`);
  return promotion;
}

function statusMessage(words: string[]): string | null {
  const message = words.join(' ').trim();
  if (message.length > MAX_MESSAGE) throw new UsageError(`status message longer than ${MAX_MESSAGE} characters`);
  return message || null;
}

export const OPERATOR_COMMANDS: Record<string, OperatorCommand> = {
  promotions: {
    usage: 'promotions',
    description: 'List promotions with their windows and date-window status',
    run: async (db) => db.selectFrom('promotions').selectAll().orderBy('id').execute(),
  },
  'date-window': {
    usage: 'date-window <promotionId|all> <OPEN|EARLY|LATE|CLOSED>',
    description: 'Set the date-window status (the site shows the closed page unless OPEN)',
    run: async (db, [id, status]) => {
      if (!isDateWindowStatus(status)) throw new UsageError(`status must be one of ${DATE_WINDOW_STATUSES.join(', ')}`);
      let query = db.updateTable('promotions').set({ date_window_status: status });
      if (id !== 'all') query = query.where('id', '=', (await promotionById(db, id)).id);
      await query.execute();
      return { promotion: id, date_window_status: status };
    },
  },
  'claim-window': {
    usage: 'claim-window <promotionId|all> <open|closed>',
    description: 'Open or close the claim window (closed: claim-window-check answers 422 code 3)',
    run: async (db, [id, state]) => {
      if (state !== 'open' && state !== 'closed') throw new UsageError('state must be open or closed');
      let query = db.updateTable('promotions').set({ claim_window_open: state === 'open' ? 1 : 0 });
      if (id !== 'all') query = query.where('id', '=', (await promotionById(db, id)).id);
      await query.execute();
      return { promotion: id, claim_window: state };
    },
  },
  'purchase-window': {
    usage: 'purchase-window <promotionId> <yyyy-MM-dd> <yyyy-MM-dd>',
    description: 'Set the purchase window (inclusive dates)',
    run: async (db, [id, start, end]) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(start ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(end ?? '')) throw new UsageError('dates must be yyyy-MM-dd');
      await db.updateTable('promotions').set({ purchase_start: start, purchase_end: end }).where('id', '=', (await promotionById(db, id)).id).execute();
      return { promotion: id, purchase_start: start, purchase_end: end };
    },
  },
  claims: {
    usage: 'claims',
    description: 'List claims (reference, status, e-mail)',
    run: async (db) => db.selectFrom('claims').select(['public_reference', 'status', 'email', 'promotion_id', 'purchase_date', 'updated_at']).orderBy('created_at').execute(),
  },
  claim: {
    usage: 'claim <reference>',
    description: 'Show a claim with its consignments (and their audit documents) and rewards',
    run: async (db, [reference]) => {
      const claim = await claimByReference(db, reference);
      const consignments = await db.selectFrom('consignments').selectAll().where('claim_id', '=', claim.id).orderBy('created_at').execute();
      const audit = consignments.length
        ? await db.selectFrom('audit_documents').selectAll().where('consignment_id', 'in', consignments.map((c) => c.id)).orderBy('created_at').execute()
        : [];
      const rewards = await db.selectFrom('claim_rewards').selectAll().where('claim_id', '=', claim.id).execute();
      return {
        ...claim,
        payload: openClaimPayload(db, claim.id, claim.payload),
        reward_detail: openRewardDetail(db, claim.id, claim.reward_detail),
        consignments: consignments.map((c) => ({ ...c, audit_documents: audit.filter((d) => d.consignment_id === c.id) })),
        rewards,
      };
    },
  },
  'claim-status': {
    usage: 'claim-status <reference> <STATUS> [status message]',
    description: 'Set a claim status (any upper-case status, e.g. AWAITING_INFORMATION, AWAITING_ACTION, REJECTED_DUPLICATE) and message; updated_at becomes now',
    run: async (db, [reference, status, ...message], now) => {
      if (!/^[A-Z_]+$/.test(status ?? '') || status.length > MAX_STATUS) throw new UsageError(`STATUS must be upper case (A-Z, _), at most ${MAX_STATUS} characters, e.g. AWAITING_INFORMATION`);
      const text = statusMessage(message);
      const claim = await claimByReference(db, reference);
      await setClaimStatus(db, claim.id, status, now, text, { kind: 'operator', payload: { status } });
      return { reference, status, status_message: text, updated_at: now.toISOString() };
    },
  },
  consignment: {
    usage: 'consignment <reference> [label|script] [courierUrl]',
    description: 'Add a trade-in consignment (script: its courier script is loaded from courierUrl) and set AWAITING_TRADEIN; prints consignment_id',
    run: async (db, [reference, method = 'label', courierUrl], now, ctx = DEFAULT_CONTEXT) => {
      if (!COURIER_METHODS.includes(method)) throw new UsageError(`courier method must be one of ${COURIER_METHODS.join(', ')}`);
      if (method === 'script' && !courierUrl) throw new UsageError('a script consignment needs the courier script URL');
      if (courierUrl !== undefined) {
        let url: URL | undefined;
        try {
          url = new URL(courierUrl);
        } catch {
          /* reported below */
        }
        if (!url || !/^https?:$/.test(url.protocol) || courierUrl.length > MAX_URL) throw new UsageError(`courierUrl must be an absolute http(s) URL of at most ${MAX_URL} characters`);
      }
      const claim = await claimByReference(db, reference);
      const id = `cons-${randomUUID().slice(0, 8)}`;
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('consignments').values({ id, claim_id: claim.id, courier_method: method, courier_url: courierUrl ?? null, created_at: now.toISOString() }).execute();
        await recordClaimStatus(trx, claim.id, 'AWAITING_TRADEIN', now, null, { kind: 'operator', payload: { consignment: id } });
      });
      return {
        reference,
        consignment_id: id,
        unit_id: `${id}-unit-1`,
        courier_method: method,
        courier_url: courierUrl ?? null,
        // Whether the site would load this script (promotion.json myClaim.courierHosts); a refused host is allowed here on purpose.
        ...(courierUrl === undefined ? {} : { courier_host_allowed: isCourierUrlAllowed(courierUrl, settingsOf(ctx, claim.promotion_id).myClaim) }),
        status: 'AWAITING_TRADEIN',
        updated_at: now.toISOString(),
      };
    },
  },
  'audit-document': {
    usage: 'audit-document <consignmentId> [document_type]',
    description: "Attach an audit document (default destruction_certificate) to the consignment's unit; prints audit_document_id",
    run: async (db, [consignmentId, type = 'destruction_certificate'], now) => {
      if (!DOCUMENT_TYPE.test(type)) throw new UsageError('document_type must be 1-64 letters, digits, _ or -, e.g. destruction_certificate');
      const consignment = await db.selectFrom('consignments').selectAll().where('id', '=', consignmentId ?? '').executeTakeFirst();
      if (!consignment) throw new UsageError(`no consignment ${consignmentId}`);
      const id = `audit-${randomUUID().slice(0, 8)}`;
      const unitId = `${consignment.id}-unit-1`;
      await db.insertInto('audit_documents').values({ id, consignment_id: consignment.id, unit_id: unitId, document_type: type, created_at: now.toISOString() }).execute();
      return { consignment_id: consignment.id, unit_id: unitId, audit_document_id: id, document_type: type };
    },
  },
  revaluation: {
    usage: 'revaluation <reference> <amount> <currency> [status message]',
    description: 'Offer a revalued reward, e.g. 49.99 GBP (sets AWAITING_REVALUATION); prints reward_id',
    run: async (db, [reference, amount, currency, ...message], now) => {
      const value = Number(amount);
      if (!AMOUNT.test(amount ?? '') || value > 1_000_000 || !/^[A-Z]{3}$/.test(currency ?? ''))
        throw new UsageError('amount must be a number of major units with at most two decimals (0-1000000), currency like GBP');
      const text = statusMessage(message);
      const claim = await claimByReference(db, reference);
      const id = `reward-${randomUUID().slice(0, 8)}`;
      await db.insertInto('claim_rewards').values({ id, claim_id: claim.id, currency, amount: value, revaluation_state: 'OFFERED' }).execute();
      await setClaimStatus(db, claim.id, 'AWAITING_REVALUATION', now, text, { kind: 'operator', payload: { reward: id } });
      return { reference, reward_id: id, value: { currency, amount: value }, status: 'AWAITING_REVALUATION', status_message: text, updated_at: now.toISOString() };
    },
  },
  'claim-updated-at': {
    usage: 'claim-updated-at <reference> <ISO instant|-<N>d>',
    description: "Move the claim's last update (trade-in window: myClaim.tradeInWaitDays from it); -15d = 15 days ago. Run after status changes, which set it to now",
    run: async (db, [reference, when], now, ctx = DEFAULT_CONTEXT) => {
      const relative = RELATIVE_DAYS.exec(when ?? '');
      const instant = relative ? now.getTime() - Number(relative[1]) * DAY_MS : ISO_INSTANT.test(when ?? '') ? Date.parse(when) : NaN;
      if (!Number.isFinite(instant)) throw new UsageError('give an ISO instant with a timezone (2024-05-01T09:30:00Z) or -<N>d (N days ago)');
      const claim = await claimByReference(db, reference);
      const updatedAt = new Date(instant).toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('claims').set({ updated_at: updatedAt }).where('id', '=', claim.id).execute();
        await trx.insertInto('claim_events').values({ claim_id: claim.id, kind: 'operator', payload: JSON.stringify({ updated_at: updatedAt }), created_at: now.toISOString() }).execute();
      });
      return {
        reference,
        status: claim.status,
        updated_at: updatedAt,
        trade_in_wait_days: settingsOf(ctx, claim.promotion_id).myClaim.tradeInWaitDays,
        trade_in_window_expired: isTradeInWindowExpired(updatedAt, now, settingsOf(ctx, claim.promotion_id).myClaim),
      };
    },
  },
  'purchase-date': {
    usage: 'purchase-date <reference> <yyyy-MM-dd|-<N>d>',
    description: "Set the claim's purchase date (return window: myClaim.returnWindowDays since it); -5d = 5 days before today. Leaves updated_at",
    run: async (db, [reference, when], now, ctx = DEFAULT_CONTEXT) => {
      const claim = await claimByReference(db, reference);
      const { myClaim, timezone } = settingsOf(ctx, claim.promotion_id);
      const relative = RELATIVE_DAYS.exec(when ?? '');
      const date = relative ? dateDaysAgo(Number(relative[1]), now, timezone) : /^\d{4}-\d{2}-\d{2}$/.test(when ?? '') ? calendarDateOf(when) : null;
      if (!date) throw new UsageError('give a date yyyy-MM-dd or -<N>d (N days before today)');
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('claims').set({ purchase_date: date }).where('id', '=', claim.id).execute();
        await trx.insertInto('claim_events').values({ claim_id: claim.id, kind: 'operator', payload: JSON.stringify({ purchase_date: date }), created_at: now.toISOString() }).execute();
      });
      return {
        reference,
        status: claim.status,
        purchase_date: date,
        days_since_purchase: daysSincePurchase(date, now, timezone),
        return_window_days: myClaim.returnWindowDays,
        return_window_open: isReturnWindowOpen(date, now, timezone, myClaim),
      };
    },
  },
  ...MESSAGE_COMMANDS,
};

export { UsageError };
