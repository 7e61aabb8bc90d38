/**
 * The faults of customers' messages (issue 50), each on two instances sending through a real SMTP server in this
 * process (smtp-server) under the steady stream of claims: the SMTP server away for 15 s, and an instance SIGKILLed
 * while it is sending. Afterwards every acknowledged claim's message must be at the SMTP server once
 * (messages-delivered.ts).
 */
import { startSmtpTestServer, type SmtpTestServer } from '../../tests/server/messages/smtp-test-server';
import type { FaultReport } from './report';
import { aroundFault, noneExited, type Scenario } from './scenarios';
import { alive, sleep } from './stack';
import { messagesDelivered } from './messages-delivered';

const SMTP_AWAY_MS = 15_000;
const MAIL = { MAIL_FROM: 'Claims <claims@promotion.example>', MAIL_POLL_MS: '200', MAIL_RETRY_MAX_DELAY_SECONDS: '4' };

async function withSmtp(count: number, options: Parameters<typeof startSmtpTestServer>[1], run: (smtp: SmtpTestServer[]) => Promise<FaultReport>): Promise<FaultReport> {
  const smtp = await Promise.all(Array.from({ length: count }, () => startSmtpTestServer(0, options)));
  try {
    return await run(smtp);
  } finally {
    await Promise.all(smtp.map((s) => s.stop()));
  }
}

/** 8. The SMTP server stopped for 15 s while claims are made: claims go on being accepted; every message sent once when it is back. */
export const smtpAway: Scenario = (services, timing) =>
  withSmtp(1, {}, ([smtp]) => {
    let backAt = 0;
    return aroundFault(
      `SMTP server away for ${SMTP_AWAY_MS / 1000} s`,
      services,
      timing,
      async (pair, _health, traffic) => {
        await smtp.stop();
        const stoppedAt = Date.now();
        const arrivedBefore = smtp.arrivals.length;
        await sleep(SMTP_AWAY_MS);
        const db = pair.db();
        const waiting = await db.selectFrom('message_outbox').select(['state', 'attempts', 'last_error']).where('state', '=', 'pending').execute();
        await db.destroy();
        await smtp.start();
        backAt = Date.now();
        // A customer's claim is an upload (201) and the claim (200), either repeated on a failure ('retry').
        const claims = traffic.answers.filter((a) => a.at >= stoppedAt && a.at < backAt - 1000 && (a.operation === 'claim' || a.operation === 'retry'));
        const accepted = claims.filter((a) => a.status === 200).length;
        const refused = claims.filter((a) => a.status !== 200 && a.status !== 201);
        return {
          measured: {
            'claims answered while it was away': `${accepted} × 200, ${refused.length} other answers`,
            'messages waiting when it came back (tried again, transport error)': `${waiting.length} (${[...new Set(waiting.map((w) => w.last_error))].join(', ')}; up to ${Math.max(0, ...waiting.map((w) => w.attempts))} attempts)`,
          },
          checks: [
            { what: 'claims go on being accepted (200) while the SMTP server is away', ok: accepted > 0 && refused.length === 0, detail: `${accepted} accepted, ${refused.length} not` },
            { what: 'nothing reached the SMTP server while it was away', ok: smtp.arrivals.length === arrivedBefore },
            { what: 'messages waited in the outbox meanwhile', ok: waiting.length > 0, detail: String(waiting.length) },
            noneExited(pair),
          ],
        };
      },
      {
        env: { ...MAIL, SMTP_URL: smtp.url },
        after: async (pair, traffic) => {
          const delivery = await messagesDelivered(pair, traffic, () => smtp.arrivals, 30_000);
          const last = Math.max(0, ...smtp.arrivals.map((a) => a.at));
          return { measured: { ...delivery.measured, 'from its return to the last message (ms)': Math.max(0, last - backAt) }, checks: delivery.checks };
        },
      },
    );
  });

/**
 * 9. Two instances sending (each through an SMTP listener of its own, so that what each sends is known; a slow MAIL
 * FROM keeps messages in flight), one SIGKILLed while it has messages in flight: the messages it held are taken
 * by the other once their lease (MAIL_LEASE_SECONDS) ends; none lost, duplicates counted.
 */
export const instanceKilledWhileSending: Scenario = (services, timing) =>
  withSmtp(2, { mailFromDelayMs: 200 }, (smtp) => {
    const leaseSeconds = 5;
    return aroundFault(
      'Instance SIGKILLed while sending messages',
      services,
      timing,
      async (pair) => {
        const victim = pair.servers[1];
        let waited = 0;
        for (; smtp[1].inFlight() === 0 && waited < 20_000; waited += 5) await sleep(5);
        const inFlight = smtp[1].inFlight();
        const sentBefore = smtp[1].arrivals.length;
        victim.child.kill('SIGKILL');
        const killedAt = Date.now();
        const db = pair.db();
        const leased = await db.selectFrom('message_outbox').select('id').where('state', '=', 'pending').where('lease_until', '>', new Date(killedAt).toISOString()).execute();
        await db.destroy();
        await sleep(timing.outageMs);
        return {
          measured: {
            'messages the killed instance had sent / had in flight at the kill': `${sentBefore} / ${inFlight}`,
            'messages held (leased) by a sender at the kill': leased.length,
            MAIL_LEASE_SECONDS: leaseSeconds,
          },
          checks: [
            { what: 'the killed instance was sending when killed', ok: inFlight > 0, detail: `${inFlight} in flight` },
            { what: 'the other instance stayed up', ok: alive(pair.servers[0]) },
          ],
        };
      },
      {
        env: { ...MAIL, MAIL_LEASE_SECONDS: String(leaseSeconds) },
        each: (i) => ({ SMTP_URL: smtp[i].url }),
        after: async (pair, traffic) => {
          const delivery = await messagesDelivered(pair, traffic, () => [...smtp[0].arrivals, ...smtp[1].arrivals], leaseSeconds * 1000 + 30_000);
          return { measured: { ...delivery.measured, 'messages sent by the survivor / the killed instance': `${smtp[0].arrivals.length} / ${smtp[1].arrivals.length}` }, checks: delivery.checks };
        },
      },
    );
  });

export const MESSAGE_SCENARIOS: Record<string, Scenario> = {
  'smtp-away': smtpAway,
  'instance-killed-while-sending': instanceKilledWhileSending,
};
