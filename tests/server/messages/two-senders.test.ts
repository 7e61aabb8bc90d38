/**
 * Two server processes on one PostgreSQL database send customers' messages from one outbox: each message is taken
 * by one sender (FOR UPDATE SKIP LOCKED) and arrives once. PostgreSQL pass only (npm run test:server:postgres).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestImei } from '../../support/catalogue';
import { claimBody, postJson, startInstances, uploadProofs, type Instances } from '../instances';
import { onPostgres } from '../test-database';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';

const CLAIMS = 30;
if (!onPostgres) console.log('two-senders.test.ts: SKIPPED on SQLite; two instances need PostgreSQL (npm run test:server:postgres)');

describe.skipIf(!onPostgres)("two instances sending one outbox's messages", () => {
  let smtp: SmtpTestServer;
  let pair: Instances;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    pair = await startInstances(2, { DATABASE_POOL_SIZE: '5', SMTP_URL: smtp.url, MAIL_POLL_MS: '20' });
  }, 60_000);
  afterAll(async () => {
    await pair?.stop();
    await smtp?.stop();
  });

  it(`${CLAIMS} claims made through both: every message arrives exactly once`, async () => {
    const proofs = await uploadProofs(pair.servers, CLAIMS);
    const answers = await Promise.all(proofs.map((proof, i) => postJson(pair.servers[i % 2], '/claim', claimBody([proof], { imei: freshTestImei(), email: `pair-${i}@example.com` }))));
    expect(answers.map((a) => a.status)).toEqual(Array(CLAIMS).fill(200));
    await smtp.waitFor(CLAIMS, 20_000);
    await new Promise((r) => setTimeout(r, 1500)); // a second copy would have come by now
    const references = smtp.received.map((m) => /\d{3}-\d{3}-\d{3}/.exec(m.subject ?? '')?.[0]);
    expect(references.sort()).toEqual(answers.map((a) => a.body.data.public_reference).sort());
  }, 60_000);
});
