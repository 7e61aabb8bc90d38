/** A row of `message_outbox` (migration 009): one message to send, its state and attempts. */
export interface MessageOutboxTable {
  id: string;
  /** The package (promotion code) whose messages and wording it uses. */
  code: string;
  promotion_id: string;
  claim_id: string | null;
  /** claimReceived | status | referenceReminder (core/messages/customerMessages.ts). */
  event: string;
  /** The claim's new status (event status). */
  status: string | null;
  /** The operator's note with the status (a copy: a later status change replaces the claim's). */
  note: string | null;
  locale: string;
  /** The address it goes to; emptied once a reference reminder is done. */
  recipient: string;
  /** sha256 of promotion code and address: at most one reminder per address per 10 minutes. */
  recipient_key: string;
  /** pending | sent | failed | skipped (the package declares no message for the event, or nothing to remind of). */
  state: string;
  /** The declared message's id, once chosen. */
  message: string | null;
  attempts: number;
  /** ISO instants. */
  due_at: string;
  /** A sender holds the row until then (a killed sender's row is taken again after it). */
  lease_until: string | null;
  created_at: string;
  sent_at: string | null;
  /** Why the last attempt failed (no personal data: the transport's error code and class). */
  last_error: string | null;
}
