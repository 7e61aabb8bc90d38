/**
 * A steady stream of customers against several instances (as behind a load balancer), for the fault runs and
 * the soak: each claim is a customer who uploads a proof, then submits the claim with an Idempotency-Key and,
 * whatever went wrong (no answer, 503 …), repeats it with that key on the other instance until it is answered
 * 200; uploads alone; lookups of acknowledged claims; optionally pages and content. Every answer is counted.
 */
import { buildImei } from '../../core/rules/luhn';
import { PRODUCTS } from '../../tests/support/catalogue';
import { claimBody } from '../../tests/server/claim-fixtures';
import { PNG } from '../../tests/server/multipart';

export type Operation = 'claim' | 'upload' | 'lookup' | 'page' | 'content';

export interface Answered {
  operation: Operation | 'retry';
  status: number | 'no answer';
  ms: number;
  at: number;
}

export interface AcknowledgedClaim {
  key: string;
  email: string;
  reference: string;
  /** Later 200 answers to the same key that named another claim (must stay 0). */
  otherReferences: number;
}

export interface TrafficOptions {
  /** Operations started per second (all instances together). */
  rate: number;
  /** The mix, repeated in turn. */
  mix: Operation[];
  /** Prefix of the e-mail addresses, so the stored claims of this run can be counted. */
  runId: string;
  /** How long one request may take before it counts as unanswered. */
  requestTimeoutMs?: number;
}

export interface Traffic {
  answers: Answered[];
  acknowledged: Map<string, AcknowledgedClaim>;
  /** Upload ids answered 201 (standalone and the claims' proofs). */
  uploads: string[];
  /** Stops starting operations; resolves when every customer in flight is answered 200 (or `giveUpMs` passed). */
  stop: (giveUpMs?: number) => Promise<{ unfinished: number }>;
}

const PRODUCT = PRODUCTS[0];
const API = '/api/2022launch';

export function startTraffic(origins: () => string[], options: TrafficOptions): Traffic {
  const { rate, mix, runId, requestTimeoutMs = 30_000 } = options;
  const answers: Answered[] = [];
  const acknowledged = new Map<string, AcknowledgedClaim>();
  const uploads: string[] = [];
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  let giveUpAt = Infinity;
  let turn = 0;
  let serial = Math.floor(Math.random() * 500_000);
  const origin = (i: number) => {
    const all = origins();
    return all[i % all.length];
  };

  async function request(operation: Answered['operation'], target: string, path: string, init: RequestInit = {}): Promise<{ status: number | 'no answer'; body?: any }> {
    const started = Date.now();
    try {
      const r = await fetch(`${target}${path}`, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
      const text = await r.text();
      answers.push({ operation, status: r.status, ms: Date.now() - started, at: started });
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      return { status: r.status, body };
    } catch {
      answers.push({ operation, status: 'no answer', ms: Date.now() - started, at: started });
      return { status: 'no answer' };
    }
  }

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const mayRetry = (status: number | 'no answer') => status === 'no answer' || status === 503 || status === 502 || status === 500 || status === 429;

  async function upload(i: number, operation: Answered['operation']): Promise<string | undefined> {
    for (let attempt = 0; ; attempt++) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'proof.png');
      const r = await request(attempt ? 'retry' : operation, origin(i + attempt), `${API}/file-upload`, { method: 'POST', body: form });
      if (r.status === 201) {
        uploads.push(r.body.data.id);
        return r.body.data.id as string;
      }
      if (!mayRetry(r.status) || stopping) return undefined;
      await pause(250);
    }
  }

  async function claim(i: number): Promise<void> {
    const proof = await upload(i, 'claim');
    if (!proof) return;
    const key = `${runId}-${i}`;
    const email = `${runId}-${i}@example.com`;
    const body = JSON.stringify(claimBody([proof], { imei: buildImei(PRODUCT.tacs[0], String(serial++ % 1_000_000).padStart(6, '0')), email }));
    for (let attempt = 0; Date.now() < giveUpAt; attempt++) {
      const r = await request(attempt ? 'retry' : 'claim', origin(i + attempt), `${API}/claim`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
      });
      if (r.status === 200) {
        const reference = r.body.data.public_reference as string;
        const known = acknowledged.get(key);
        if (!known) acknowledged.set(key, { key, email, reference, otherReferences: 0 });
        else if (known.reference !== reference) known.otherReferences++;
        // One repeat with the same key, as a client that lost the answer would: it must name the same claim.
        if (attempt === 0 && i % 5 === 0) {
          const again = await request('retry', origin(i + 1), `${API}/claim`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body });
          if (again.status === 200 && again.body.data.public_reference !== reference) acknowledged.get(key)!.otherReferences++;
        }
        return;
      }
      if (!mayRetry(r.status)) return;
      await pause(250);
    }
  }

  async function lookup(i: number): Promise<void> {
    const known = [...acknowledged.values()];
    if (!known.length) return;
    const { email, reference } = known[i % known.length];
    await request('lookup', origin(i), `${API}/claim-details-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ promotion_id: 'GOO00028-GB', email, reference }),
    });
  }

  const run: Record<Operation, (i: number) => Promise<unknown>> = {
    claim,
    upload: (i) => upload(i, 'upload'),
    lookup,
    page: (i) => request('page', origin(i), '/2022launch/'),
    content: (i) =>
      request('content', origin(i), `${API}/content-manifest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'alias', locales: ['en-GB'] }) }),
  };

  const timer = setInterval(() => {
    if (stopping) return;
    const i = turn++;
    const job = run[mix[i % mix.length]](i).then(() => undefined);
    inFlight.add(job);
    void job.finally(() => inFlight.delete(job));
  }, 1000 / rate);

  return {
    answers,
    acknowledged,
    uploads,
    async stop(giveUpMs = 60_000) {
      stopping = true;
      clearInterval(timer);
      giveUpAt = Date.now() + giveUpMs;
      await Promise.allSettled([...inFlight]);
      return { unfinished: inFlight.size };
    },
  };
}

/** Answers by status, e.g. `{ 200: 310, 201: 150, 503: 12, 'no answer': 3 }`. */
export function byStatus(answers: Answered[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}
