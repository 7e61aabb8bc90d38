import { sql } from 'kysely';
import type { Db } from '../db/open-database';
import { isPostgres } from '../db/dialect';
import type { Composed, OutboxRow } from './compose-message';
import type { MailTransport } from './mail-transport';

export interface SenderLog {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export interface MessageSenderOptions {
  db: Db;
  transport: MailTransport;
  /** The message of a row (composeMessage with the row's package); undefined when the package is not served here. */
  compose: (row: OutboxRow) => Promise<Composed | undefined>;
  log: SenderLog;
  now?: () => Date;
  /** How long a message is tried again before it is marked failed (MAIL_RETRY_HOURS). */
  retryForMs: number;
  /** How often the outbox is looked at when nothing wakes the sender (MAIL_POLL_MS). */
  pollMs: number;
  /** First wait after a failed attempt, doubled each attempt up to `retryMaxDelayMs`. */
  retryBaseMs?: number;
  retryMaxDelayMs?: number;
  /** How long a taken row is this sender's: past it (the sender died) another takes it again. */
  leaseMs?: number;
  batch?: number;
  /** Whether customers' requests keep the server busy now (registerMessages: more than one request in flight). */
  busy?: () => boolean;
  /** How long after a wake the sender looks (wakes meanwhile are one look, their rows one batch). */
  wakeDelayMs?: number;
  /** While busy, only messages that have waited this long are sent (MAIL_BUSY_DELAY_SECONDS): the burst's go after it. */
  busyDelayMs?: number;
}

export interface MessageSender {
  /** Look at the outbox now (after a write that may have added a message). */
  wake(): void;
  /** Sends what is due once; resolves with the number of rows handled (tests, the operator). */
  runOnce(): Promise<number>;
  close(): Promise<void>;
}

/** A failure as the log and the operator see it: the transport's code, never its text (which may name the address). */
function failureOf(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; name?: unknown };
  const parts = [typeof e?.code === 'string' ? e.code : undefined, typeof e?.responseCode === 'number' ? `SMTP ${e.responseCode}` : undefined].filter(Boolean);
  return parts.length ? parts.join(' ') : typeof e?.name === 'string' ? e.name : 'Error';
}

/**
 * Takes due rows of the outbox (a lease: each row is taken by one sender; on PostgreSQL `FOR UPDATE SKIP LOCKED`, so
 * instances never wait for one another's rows), sends each, marks it sent (or skipped): the rows sent of a batch in
 * one UPDATE. A failed attempt is tried again after a back-off, until `retryForMs` after the row was written; then
 * the row is marked failed and the log says so (ids and the transport's error code only). A sender killed between
 * the SMTP server's acceptance and the mark sends that message again when its lease ends, with the same Message-ID.
 *
 * Sending is background work: customers' requests come first. Woken by a write, the sender looks `wakeDelayMs`
 * later (the claims of that moment are one batch); while customers' requests keep the server busy (`busy`) it ignores
 * wakes and sends, once per `pollMs`, one batch of the messages that have waited `busyDelayMs`, and drains the outbox
 * once it has room again: a burst of claims is not slowed by its own messages, which go out just after it (or after
 * `busyDelayMs` while it lasts).
 */
export function startMessageSender(options: MessageSenderOptions): MessageSender {
  const { db, transport, compose, log } = options;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 60_000;
  const batch = options.batch ?? 20;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const retryMaxDelayMs = options.retryMaxDelayMs ?? 60_000;
  const busy = options.busy ?? (() => false);
  const wakeDelayMs = options.wakeDelayMs ?? 5;
  const busyDelayMs = options.busyDelayMs ?? 0;
  let closed = false;
  let running: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  /** While busy: no look before then (wakes are ignored). */
  let quietUntil = 0;

  /** Due rows, leased to this sender; `waitedMs`: only those due at least that long ago. */
  const take = async (waitedMs: number): Promise<OutboxRow[]> => {
    const at = now().toISOString();
    const dueBy = new Date(now().getTime() - waitedMs).toISOString();
    const due = await db.selectFrom('message_outbox').select('id').where('state', '=', 'pending').where('due_at', '<=', dueBy)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)])).limit(1).executeTakeFirst();
    if (!due) return [];
    const lease = new Date(now().getTime() + leaseMs).toISOString();
    const skipLocked = isPostgres(db) ? sql` for update skip locked` : sql``;
    const { rows } = await sql<OutboxRow>`update message_outbox set lease_until = ${lease}, attempts = attempts + 1
      where id in (select id from message_outbox where state = 'pending' and due_at <= ${dueBy} and (lease_until is null or lease_until <= ${at})
      order by due_at limit ${batch}${skipLocked}) returning *`.execute(db);
    return rows;
  };

  const finish = async (row: OutboxRow, set: Partial<OutboxRow>) => {
    // A reminder's address is kept no longer than needed: the hashed key still limits the next ones.
    const recipient = row.event === 'referenceReminder' && set.state !== undefined && set.state !== 'pending' ? { recipient: '' } : {};
    await db.updateTable('message_outbox').set({ lease_until: null, ...set, ...recipient }).where('id', '=', row.id).where('lease_until', '=', row.lease_until).execute();
  };

  /** The rows of one take that the SMTP server accepted, marked sent together (one UPDATE per message declared). */
  const markSent = async (sent: Array<{ row: OutboxRow; message: string }>) => {
    const byMessage = new Map<string, OutboxRow[]>();
    for (const { row, message } of sent) byMessage.set(message, [...(byMessage.get(message) ?? []), row]);
    const at = now().toISOString();
    for (const [message, rows] of byMessage) {
      // Reminders' addresses are not kept once done (see finish); the lease is the same for every row of a take.
      for (const [reminders, group] of [true, false].map((r) => [r, rows.filter((row) => (row.event === 'referenceReminder') === r)] as const)) {
        if (!group.length) continue;
        await db
          .updateTable('message_outbox')
          .set({ lease_until: null, state: 'sent', message, sent_at: at, last_error: null, ...(reminders ? { recipient: '' } : {}) })
          .where('id', 'in', group.map((row) => row.id))
          .where('lease_until', '=', group[0].lease_until)
          .execute();
      }
    }
  };

  /** Sends one row; resolves with it when the SMTP server accepted it (marked by markSent), else marks it itself. */
  const handle = async (row: OutboxRow): Promise<{ row: OutboxRow; message: string } | undefined> => {
    let message: string | undefined;
    try {
      const composed = await compose(row);
      if (!composed) return void (await finish(row, { attempts: row.attempts - 1, due_at: new Date(now().getTime() + 5000).toISOString() })); // not a package served here: left for another instance
      message = composed.message;
      if ('skip' in composed) return void (await finish(row, { state: 'skipped', message: composed.message ?? null, last_error: composed.skip }));
      await transport.send(composed.mail);
      return { row, message: composed.message };
    } catch (error) {
      const failure = failureOf(error);
      const details = { outbox_id: row.id, event: row.event, message, attempts: row.attempts, error: failure };
      if (now().getTime() - Date.parse(row.created_at) >= options.retryForMs) {
        await finish(row, { state: 'failed', message: message ?? null, last_error: failure });
        log.error(details, 'customer message not sent: marked failed (npm run operator -- messages failed)');
      } else {
        const delay = Math.min(retryBaseMs * 2 ** Math.max(0, row.attempts - 1), retryMaxDelayMs);
        log.warn({ ...details, retry_in_ms: delay }, 'customer message not sent: trying again');
        await finish(row, { due_at: new Date(now().getTime() + delay).toISOString(), message: message ?? null, last_error: failure });
      }
    }
  };

  /** Sends what is due (`waitedMs` ago), batch after batch while `more()` (and something is due). */
  const send = async (more: () => boolean, waitedMs = 0): Promise<number> => {
    let handled = 0;
    while (more()) {
      const rows = await take(waitedMs);
      // The batch at once: the SMTP pool queues them over its connections.
      const sent = (await Promise.all(rows.map(handle))).filter((s) => s !== undefined);
      if (sent.length) await markSent(sent);
      handled += rows.length;
      if (rows.length < batch || closed) break;
    }
    return handled;
  };

  const schedule = (ms: number) => {
    const at = Date.now() + ms;
    if (timer && timerAt <= at) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(tick, ms);
  };

  const tick = () => {
    timer = undefined;
    timerAt = Infinity;
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    // Busy: one batch of messages that waited busyDelayMs, the next after pollMs; else batch after batch until due
    // rows run out or the loop is busy.
    let batches = 0;
    const waitedMs = busy() ? busyDelayMs : 0;
    const more = () => {
      const loaded = busy();
      if (loaded) quietUntil = Date.now() + options.pollMs;
      return batches++ === 0 || !loaded;
    };
    running = send(more, waitedMs)
      .catch((error) => {
        log.warn({ error: failureOf(error) }, 'message outbox could not be read; trying again');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (closed) return;
        if (again && Date.now() >= quietUntil) {
          again = false;
          schedule(wakeDelayMs);
        } else schedule(Math.max(options.pollMs, quietUntil - Date.now()));
      });
  };
  schedule(0);

  return {
    wake: () => {
      if (!closed && Date.now() >= quietUntil) schedule(wakeDelayMs);
    },
    runOnce: () => send(() => true),
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
