/**
 * A claim draft the server holds for a visitor whose forms post to it without scripts (server/site/claim-form/):
 * one row per browser session, flow and locale, named by a hash of the session's cookie and the draft's key (the
 * row names no customer; the cookie alone finds it). Its answers are sealed (AES-256-GCM with the server's keys,
 * bound to the row's id), as bank details are; it lasts until `expires_at` (an idle time, never past the claim window)
 * and goes once the claim is sent.
 */
export interface ClaimFormDraftTable {
  id: string;
  /** `enc:v1:…`: the draft's answers and what the flow's actions remembered (server/privacy/sealed-value.ts). */
  sealed: string;
  /** ISO instant after which the draft is gone (read as none, deleted by the next write). */
  expires_at: string;
  updated_at: string;
}
