/**
 * Nothing acknowledged is lost when one of two instances dies: SIGKILL in the middle of a burst of claim
 * creations, and every claim that was answered 200 is found through the other instance (a repeat with the
 * same Idempotency-Key answers the same claim, so a client may retry what got no answer). SIGTERM drains:
 * requests in flight when it arrives are answered normally, then the process exits 0.
 * PostgreSQL pass only (npm run test:server:postgres); on SQLite the suite says so and skips.
 */
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { freshTestImei } from '../support/catalogue';
import { GB } from './claim-fixtures';
import { claimBody, postJson, startInstances, uploadProofs, type Answer, type Instances } from './instances';
import { multipart, PNG } from './multipart';
import { onPostgres } from './test-database';

if (!onPostgres) console.log('instance-failover.test.ts: SKIPPED on SQLite; two instances need PostgreSQL (npm run test:server:postgres)');

const BURST = 40;

describe.skipIf(!onPostgres)('one of two instances dies or is stopped', () => {
  let pair: Instances | undefined;
  afterEach(async () => {
    await pair?.stop();
    pair = undefined;
  });

  it(`SIGKILL one mid-burst of ${BURST} claim creations: every acknowledged claim is found through the other`, async () => {
    pair = await startInstances(2);
    const [doomed, survivor] = pair.servers;
    const proofs = await uploadProofs(pair.servers, BURST);
    const submits = proofs.map((proof, i) => ({
      target: pair!.servers[i % 2],
      key: `burst-${i}`,
      body: claimBody([proof], { imei: freshTestImei(), email: `burst-${i}@example.com` }),
    }));
    const answers: Array<Answer | Error> = Array(BURST);
    let answeredByDoomed = 0;
    // 8 at a time; the doomed instance is killed once it has answered 5.
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < BURST; i = next++) {
        const { target, key, body } = submits[i];
        answers[i] = await postJson(target, '/claim', body, { 'Idempotency-Key': key }).catch((error: Error) => error);
        if (target === doomed && !(answers[i] instanceof Error) && ++answeredByDoomed === 5) void doomed.stop('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(doomed.child.signalCode).toBe('SIGKILL');

    const acknowledged = answers.flatMap((a, i) => (a instanceof Error || a.status !== 200 ? [] : [{ i, reference: a.body.data.public_reference as string }]));
    const lost = answers.filter((a) => a instanceof Error).length;
    expect(acknowledged.length).toBeGreaterThanOrEqual(BURST / 2);
    expect(lost, 'some requests to the killed instance got no answer').toBeGreaterThan(0);
    for (const { i, reference } of acknowledged) {
      const found = await postJson(survivor, '/claim-details-request', { promotion_id: GB, email: `burst-${i}@example.com`, reference });
      expect(found.status, reference).toBe(200);
      expect(found.body.data).toMatchObject({ reference, status: 'PENDING' });
    }
    // What got no answer is retried on the survivor with its key: one claim each, the same one if it was stored.
    for (const [i, a] of answers.entries()) {
      const retry = await postJson(survivor, '/claim', submits[i].body, { 'Idempotency-Key': submits[i].key });
      expect(retry.status).toBe(200);
      if (!(a instanceof Error)) expect(retry.body).toEqual(a.body);
    }
    const db = pair.db();
    try {
      const claims = await db.selectFrom('claims').select('id').where('email', 'like', 'burst-%').execute();
      expect(claims).toHaveLength(BURST);
      // All or nothing: every claim has its identifier and its file.
      const identified = await db.selectFrom('claim_identifiers').select('claim_id').where('claim_id', 'in', claims.map((c) => c.id)).execute();
      const documented = await db.selectFrom('claim_documents').select('claim_id').where('claim_id', 'in', claims.map((c) => c.id)).execute();
      expect([identified.length, documented.length]).toEqual([BURST, BURST]);
    } finally {
      await db.destroy();
    }
  }, 90_000);

  it('SIGTERM drains: uploads in flight when it arrives are answered 201 and kept, then the process exits 0', async () => {
    pair = await startInstances(2);
    const [stopping, other] = pair.servers;
    const origin = new URL(stopping.origin);
    // Each request sends its headers and half its body, so it is in flight (routed, reading its body) at SIGTERM.
    const inFlight = Array.from({ length: 10 }, () => {
      const { payload, headers } = multipart({}, [{ field: 'file', filename: 'proof.png', content: PNG, type: 'image/png' }]);
      const request = http.request({ host: origin.hostname, port: origin.port, method: 'POST', path: '/api/2022launch/file-upload', headers: { ...headers, 'content-length': payload.length } });
      const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
        request.once('response', (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk)).on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
        });
        request.once('error', reject);
      });
      request.write(payload.subarray(0, payload.length / 2));
      return { request, rest: payload.subarray(payload.length / 2), answer };
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const exited = new Promise<number | null>((resolve) => stopping.child.once('exit', (code) => resolve(code)));
    stopping.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopping.child.exitCode, 'still running while requests are in flight').toBeNull();
    await expect(fetch(`${stopping.origin}/healthz`), 'no new connections').rejects.toThrow();
    for (const { request, rest } of inFlight) request.end(rest);

    const answers = await Promise.all(inFlight.map((r) => r.answer));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const answeredAt = Date.now();
    expect(await exited).toBe(0);
    // Keep-alive connections end with their answers: nothing holds the process open afterwards.
    expect(Date.now() - answeredAt).toBeLessThan(3000);
    expect(stopping.output()).not.toMatch(/"level":(50|60)/);
    // The files and their rows were committed: the other instance accepts them in a claim.
    for (const { body } of answers) {
      const claim = await postJson(other, '/claim', claimBody([body.data.id], { imei: freshTestImei(), email: 'drained@example.com' }));
      expect(claim.status).toBe(200);
    }
  }, 60_000);
});
