/**
 * After a fault run with customers' messages: waits until every acknowledged claim's claim-received message is at the
 * SMTP server (or `timeoutMs` passed), then counts, by the outbox row each claim's transaction wrote (its Message-ID
 * is `<outbox id@domain>`): messages lost (a claim whose message never arrived), duplicates (a Message-ID the SMTP
 * server accepted twice: sent, then the sender died before marking it) and claims with more than one message.
 */
import type { Instances } from '../../tests/server/instances';
import type { SmtpArrival } from '../../tests/server/messages/smtp-test-server';
import type { Check } from './report';
import { sleep } from './stack';
import type { Traffic } from './traffic';

export interface Delivery {
  measured: Record<string, string | number>;
  checks: Check[];
  duplicates: number;
}

export async function messagesDelivered(pair: Instances, traffic: Traffic, arrivals: () => SmtpArrival[], timeoutMs: number): Promise<Delivery> {
  const db = pair.db();
  try {
    const references = [...traffic.acknowledged.values()].map((a) => a.reference);
    const rows = references.length
      ? await db
          .selectFrom('claims')
          .leftJoin('message_outbox', (join) => join.onRef('message_outbox.claim_id', '=', 'claims.id').on('message_outbox.event', '=', 'claimReceived'))
          .select(['claims.public_reference as reference', 'message_outbox.id as outbox'])
          .where('claims.public_reference', 'in', references)
          .execute()
      : [];
    const started = Date.now();
    const outboxIdOf = (messageId: string) => messageId.replace(/^<([^@>]*)@.*$/, '$1');
    const missing = () => {
      const ids = new Set(arrivals().map((a) => outboxIdOf(a.messageId)));
      return rows.filter((r) => !r.outbox || !ids.has(r.outbox));
    };
    while (missing().length && Date.now() - started < timeoutMs) await sleep(100);
    const lastAt = Math.max(0, ...arrivals().map((a) => a.at));
    await sleep(2000); // a second copy would have come by now
    const lost = missing();
    const seen = arrivals().map((a) => a.messageId);
    const duplicates = seen.length - new Set(seen).size;
    const perClaim = new Map<string, number>();
    for (const r of rows) perClaim.set(r.reference, (perClaim.get(r.reference) ?? 0) + 1);
    const doubled = [...perClaim.values()].filter((n) => n > 1).length;
    const states = await db.selectFrom('message_outbox').select(['state', db.fn.countAll<number>().as('n')]).groupBy('state').execute();
    const byState = Object.fromEntries(states.map((s) => [s.state, Number(s.n)]));
    return {
      duplicates,
      measured: {
        'messages at the SMTP server (claims acknowledged)': `${seen.length} (${references.length})`,
        'outbox rows by state': JSON.stringify(byState),
        'duplicates at the SMTP server (a Message-ID accepted twice)': duplicates,
        'last message arrived (ms after the traffic stopped)': Math.max(0, lastAt - started),
      },
      checks: [
        { what: "no message lost: every acknowledged claim's message arrived", ok: references.length > 0 && lost.length === 0, detail: `${lost.length} of ${references.length} missing` },
        { what: 'one message per claim (one outbox row each)', ok: doubled === 0, detail: String(doubled) },
        { what: 'duplicates at the SMTP server = 0', ok: duplicates === 0, detail: String(duplicates) },
        { what: 'every outbox row sent', ok: Object.keys(byState).every((s) => s === 'sent'), detail: JSON.stringify(byState) },
      ],
    };
  } finally {
    await db.destroy();
  }
}
