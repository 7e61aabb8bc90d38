import type { ColumnType, Generated } from 'kysely';
import type { MessageOutboxTable } from './message-outbox-table';
import type { ProductImeiRangeTable } from './product-imei-range-table';
import type { ClaimFormDraftTable } from './claim-form-draft-table';

/** Table shapes of the reference server's database, SQLite or PostgreSQL (see migrations/). */
export interface Database {
  promotions: PromotionTable;
  products: ProductTable;
  product_tacs: ProductTacTable;
  product_imei_ranges: ProductImeiRangeTable;
  promotion_products: PromotionProductTable;
  resellers: ResellerTable;
  promotion_resellers: PromotionResellerTable;
  trade_ins: TradeInTable;
  promotion_trade_ins: PromotionTradeInTable;
  reward_methods: RewardMethodTable;
  web_visitors: WebVisitorTable;
  uploads: UploadTable;
  claims: ClaimTable;
  claim_identifiers: ClaimIdentifierTable;
  idempotency_keys: IdempotencyKeyTable;
  survey_responses: SurveyResponseTable;
  tickets: TicketTable;
  claim_events: ClaimEventTable;
  consignments: ConsignmentTable;
  audit_documents: AuditDocumentTable;
  claim_rewards: ClaimRewardTable;
  claim_documents: ClaimDocumentTable;
  promotion_versions: PromotionVersionTable;
  promotion_pointers: PromotionPointerTable;
  promotion_history: PromotionHistoryTable;
  promotion_schedules: PromotionScheduleTable;
  studio_users: StudioUserTable;
  studio_sessions: StudioSessionTable;
  preview_links: PreviewLinkTable;
  version_checks: VersionCheckTable;
  usage_counts: UsageCountTable;
  usage_daily: UsageDailyTable;
  message_outbox: MessageOutboxTable;
  erasure_log: ErasureLogTable;
  claim_form_drafts: ClaimFormDraftTable;
}

export interface PromotionTable {
  id: string;
  code: string;
  locale: string | null;
  /** ISO dates (yyyy-MM-dd), inclusive. */
  purchase_start: string;
  purchase_end: string;
  /** ISO instants; the claim window is open between them when claim_window_open = 1. */
  claim_start: string;
  claim_end: string;
  claim_window_open: number;
  /** Changed by the operator (the migration's default: OPEN). */
  date_window_status: 'OPEN' | 'EARLY' | 'LATE' | 'CLOSED';
}

export interface ProductTable {
  id: string;
  name: string;
  kind: string;
  sort_order: number;
  /** 1: a claim for it also asks for its serial number. */
  serial_number: ColumnType<number, number | undefined, number>;
}

export interface ProductTacTable {
  tac: string;
  product_id: string;
}

export interface PromotionProductTable {
  promotion_id: string;
  product_id: string;
}

export interface ResellerTable {
  id: string;
  name: string;
  /** Listing order (the seed's). */
  sort_order: Generated<number>;
}

export interface PromotionResellerTable {
  promotion_id: string;
  reseller_id: string;
}

export interface TradeInTable {
  id: string;
  name: string;
  /** Listing order (the seed's). */
  sort_order: Generated<number>;
}

export interface PromotionTradeInTable {
  promotion_id: string;
  trade_in_id: string;
}

export interface RewardMethodTable {
  id: Generated<number>;
  promotion_id: string;
  /** null: offered for every product. */
  product_id: string | null;
  method: string;
  group_alias: string;
  gift_reference: string;
  alias: string;
  sort_order: number;
}

export interface WebVisitorTable {
  id: string;
  promotion_id: string;
  created_at: string;
}

export interface UploadTable {
  id: string;
  mime: string;
  extension: string;
  size: number;
  original_name: string | null;
  stored_name: string;
  /** proof (file-upload, may be named by one claim) | missing-information | ticket */
  purpose: string;
  created_at: string;
}

export interface ClaimTable {
  id: string;
  public_reference: string;
  promotion_id: string;
  promotion_window_id: string | null;
  visitor_id: string | null;
  email: string;
  status: string;
  status_message: string | null;
  purchase_date: string;
  /** The submitted claim body, JSON. */
  payload: string;
  /** Latest reward details (bank details + return reason), JSON. */
  reward_detail: string | null;
  /** The package version live when the claim was submitted (promotion_versions.hash), if served from versions. */
  promotion_version: string | null;
  created_at: string;
  updated_at: string;
  /** When its personal data was erased (retention or request; migrations/010-privacy.ts); null while kept. */
  erased_at: ColumnType<string | null, never, string | null>;
}

export interface ClaimIdentifierTable {
  claim_id: string;
  kind: string;
  value: string;
}

export interface IdempotencyKeyTable {
  key: string;
  request_hash: string;
  status_code: number;
  response: string;
  /** The claim its answer created (migrations/013-erasure-indexes.ts); null until the answer is stored. */
  claim_id: string | null;
  created_at: string;
}

export interface SurveyResponseTable {
  id: Generated<number>;
  claim_id: string;
  answers: string;
  created_at: string;
}

export interface TicketTable {
  id: string;
  promotion_id: string;
  payload: string;
  document_ids: string;
  created_at: string;
}

export interface ClaimEventTable {
  id: Generated<number>;
  claim_id: string;
  kind: string;
  payload: string;
  created_at: string;
}

export interface ConsignmentTable {
  id: string;
  claim_id: string;
  courier_method: string;
  courier_url: string | null;
  created_at: string;
}

export interface AuditDocumentTable {
  id: string;
  consignment_id: string;
  unit_id: string;
  document_type: string;
  created_at: string;
}

export interface ClaimRewardTable {
  id: string;
  claim_id: string;
  currency: string;
  amount: number;
  /** OFFERED | ACCEPTED | REJECTED | null (no revaluation). */
  revaluation_state: string | null;
}

/** An uploaded file belonging to a claim (each file to one claim at most). */
export interface ClaimDocumentTable {
  upload_id: string;
  claim_id: string;
  /** storage_ids (submitted with the claim) | missing-information */
  source: string;
}

/** One immutable version of a promotion package: its canonical JSON, named by its SHA-256. */
export interface PromotionVersionTable {
  hash: string;
  code: string;
  /** Version of the package format the content is written in (read with migrations, never rewritten). */
  schema_version: number;
  content: string;
  created_at: string;
  created_by: string;
}

/** A promotion's live and draft version; publishing moves live_hash by compare-and-set. */
export interface PromotionPointerTable {
  code: string;
  live_hash: string | null;
  draft_hash: string | null;
  published_at: string | null;
  published_by: string | null;
}

/** Append-only: every import, publish, rollback and schedule. */
export interface PromotionHistoryTable {
  id: Generated<number>;
  code: string;
  /** import | publish | rollback | schedule */
  action: string;
  actor: string;
  at: string;
  from_hash: string | null;
  to_hash: string | null;
  detail: string | null;
}

/** A publish due at a time; `fired_at` is set by the one instance that fires it. */
export interface PromotionScheduleTable {
  id: Generated<number>;
  code: string;
  hash: string;
  /** ISO instant. */
  at: string;
  created_by: string;
  fired_at: string | null;
  /** published | conflict | failed: <reason> */
  outcome: string | null;
}

export interface PreviewLinkTable {
  /** SHA-256 (hex) of the link's token; the token itself is only in the link. */
  token_hash: string;
  code: string;
  hash: string;
  /** JSON: flags set for this preview only. */
  flags: string;
  /** JSON: a jump to a step: { flow, unlockedSteps, values } from the journey simulation; null: none. */
  sample: string | null;
  created_by: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface StudioUserTable {
  id: string;
  /** Lower-cased. */
  email: string;
  /** scrypt$N$r$p$<salt base64>$<key base64> */
  password_hash: string;
  /** editor | publisher */
  role: string;
  created_at: string;
}

export interface StudioSessionTable {
  /** SHA-256 (hex) of the session cookie's token. */
  token_hash: string;
  user_id: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
}

export interface VersionCheckTable {
  hash: string;
  /** Which server code made the proof (a new build proves a version again). */
  engine: string;
  /** 1: it may go live. */
  ok: number;
  /** JSON: the proof (checker errors, the simulation's report without samples, its text). */
  proof: string;
  checked_at: string;
  took_ms: number;
}

/** Events counted on the customer site, summed per hour (migrations/008-usage-counts.ts); nothing about a person. */
export interface UsageCountTable {
  code: string;
  version: string;
  locale: string;
  /** The step or page id. */
  screen: string;
  /** shown | continued | refused | skipped | submitted */
  event: string;
  /** A refused Continue: the name of a field in error (one row each, besides the one with ''). */
  field: string;
  /** UTC hour, yyyy-MM-ddTHH. */
  hour: string;
  n: number;
}

/** The same sums per UTC day (yyyy-MM-dd): what the studio's Results read. */
export interface UsageDailyTable extends Omit<UsageCountTable, 'hour'> {
  day: string;
}

/** A customer's erasure on request (migrations/010-privacy.ts): no personal data, a keyed hash of the address. */
export interface ErasureLogTable {
  id: string;
  /** HMAC-SHA256 of the lower-cased address (server/privacy/erase-customer.ts). */
  subject_hash: string;
  /** customer-request */
  reason: string;
  at: string;
  /** Claims, tickets and files erased. */
  records: number;
}
