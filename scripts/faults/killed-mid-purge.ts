/**
 * Fault 7: `npm run operator -- purge` SIGKILLed halfway through erasing expired claims (PostgreSQL, files in the
 * bucket). A second run finishes the job: every expired claim erased (no e-mail, no body, no identifiers, no file
 * rows, no object in the bucket), none half-erased, the claims still counted, and the claims not yet due untouched.
 */
import { spawn } from 'node:child_process';
import { claimBody, postJson, uploadProofs } from '../../tests/server/instances';
import type { FaultReport } from './report';
import type { Scenario } from './scenarios';
import type { Services } from './stack';
import { sleep } from './stack';

// Three of the purge's chunks (server/privacy/erase-claims.ts, 100 claims a transaction): killed once the first is
// committed, while the second's files are being removed.
const EXPIRED = 250;
const KEPT = 5;

function runPurge(env: Record<string, string>): { done: Promise<number | null>; kill: () => void; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/operator.ts', 'purge'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { done: new Promise((resolve) => child.once('exit', (code) => resolve(code))), kill: () => void child.kill('SIGKILL'), output: () => output.slice(-600) };
}

export const killedMidPurge: Scenario = async (services: Services): Promise<FaultReport> => {
  const pair = await services.instances({}, { count: 1 });
  const db = pair.db();
  try {
    const [server] = pair.servers;
    const proofs = await uploadProofs(pair.servers, EXPIRED + KEPT);
    const ids: string[] = [];
    for (const [i, proof] of proofs.entries()) {
      const r = await postJson(server, '/claim', claimBody([proof], { email: `purge-${i}@example.com` }));
      if (r.status !== 200) throw new Error(`claim answered ${r.status}`);
      ids.push(r.body.data.id);
    }
    const expired = ids.slice(0, EXPIRED);
    const objectsOf = async (claimIds: string[]) =>
      (await db.selectFrom('claim_documents').innerJoin('uploads', 'uploads.id', 'claim_documents.upload_id').select('uploads.stored_name').where('claim_documents.claim_id', 'in', claimIds).execute()).map((r) => r.stored_name);
    const expiredObjects = await objectsOf(expired);
    await db.updateTable('claims').set({ status: 'COMPLETED', updated_at: '2020-01-01T00:00:00.000Z' }).where('id', 'in', expired).execute();

    const env = { ...pair.database.env, ...services.s3.env, DEFINITIONS_DIR: 'page-definitions' };
    const first = runPurge(env);
    let erasedAtKill = 0;
    for (let waited = 0; waited < 120_000; waited += 20) {
      erasedAtKill = Number((await db.selectFrom('claims').select(db.fn.countAll().as('n')).where('erased_at', 'is not', null).executeTakeFirstOrThrow()).n);
      if (erasedAtKill >= 5) break;
      await sleep(20);
    }
    first.kill();
    await first.done;
    const erasedAfterKill = Number((await db.selectFrom('claims').select(db.fn.countAll().as('n')).where('erased_at', 'is not', null).executeTakeFirstOrThrow()).n);
    const second = runPurge(env);
    const secondExit = await second.done;

    const rows = await db.selectFrom('claims').select(['id', 'email', 'payload', 'status', 'erased_at']).where('id', 'in', ids).execute();
    const erased = rows.filter((r) => expired.includes(r.id));
    const kept = rows.filter((r) => !expired.includes(r.id));
    const leftovers = {
      identifiers: (await db.selectFrom('claim_identifiers').select('value').where('claim_id', 'in', expired).execute()).length,
      documents: (await objectsOf(expired)).length,
    };
    const bucket = new Set(services.s3.objectKeys().map((k: string) => k.split('/').pop()));
    const objectsLeft = expiredObjects.filter((name) => bucket.has(name)).length;
    return {
      fault: 'Purge SIGKILLed halfway',
      sent: ids.length,
      answered: { '200': ids.length },
      acknowledged: ids.length,
      stored: rows.length,
      duplicates: 0,
      lost: 0,
      measured: { 'claims erased when killed': `${erasedAfterKill} of ${EXPIRED}` },
      checks: [
        { what: 'the purge was killed halfway', ok: erasedAfterKill > 0 && erasedAfterKill < EXPIRED, detail: `${erasedAfterKill} erased; ${first.output()}` },
        { what: 'the second purge finished (exit 0)', ok: secondExit === 0, detail: second.output() },
        { what: 'every expired claim erased: no e-mail, no body, still COMPLETED (counted)', ok: erased.length === EXPIRED && erased.every((r) => r.erased_at && r.email === '' && r.status === 'COMPLETED' && !r.payload.includes('@')) },
        { what: 'nothing left of them: identifiers, file rows, objects in the bucket', ok: leftovers.identifiers + leftovers.documents + objectsLeft === 0, detail: JSON.stringify({ ...leftovers, objects: objectsLeft }) },
        { what: 'claims not yet due untouched', ok: kept.length === KEPT && kept.every((r) => !r.erased_at && r.email.endsWith('@example.com')) },
      ],
    };
  } finally {
    await db.destroy();
    await pair.stop();
  }
};
