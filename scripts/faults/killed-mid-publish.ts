/**
 * Fault 4: one of two instances SIGKILLed while claims stream in and publishes go through it (the studio's
 * rollback between two stored versions, a publish each time). The other goes on serving; afterwards the
 * promotion has exactly one live version and its history is one unbroken chain of moves ending on it.
 */
import { snapshotOf } from '../../server/versions/package-snapshot';
import { importVersion, publishVersion, pointersOf, historyOf } from '../../server/versions/version-store';
import { addStudioUser } from '../../server/studio/auth/studio-auth';
import type { Instances } from '../../tests/server/instances';
import type { Check } from './report';
import { alive, sleep } from './stack';
import type { Timing } from './scenarios';

const CODE = 'GOO00028';
const PASSWORD = 'fault-run-password-1';

export async function killedMidPublish(pair: Instances, timing: Timing): Promise<{ measured: Record<string, string | number>; checks: Check[] }> {
  const [doomed, survivor] = pair.servers;
  const db = pair.db();
  try {
    // A second version (one wording changed), published, so that each rollback moves between the two.
    const snapshot = snapshotOf('page-definitions/GOO00028');
    const en = snapshot.files['content/en-GB.json'] as Record<string, string>;
    snapshot.files['content/en-GB.json'] = { ...en, addressLookupLabel: `${en.addressLookupLabel} ` };
    const { hash } = await importVersion(db, snapshot, { actor: 'fault-run', now: new Date() });
    await publishVersion(db, CODE, hash, { actor: 'fault-run', now: new Date() });
    await addStudioUser(db, 'publisher@example.com', PASSWORD, 'publisher');
    const movesBefore = (await historyOf(db, CODE)).filter((h) => h.action === 'publish' || h.action === 'rollback').length;

    const sessions = await Promise.all(pair.servers.map((s) => signIn(s.origin)));
    let answered = 0;
    let unanswered = 0;
    let running = true;
    // Publishes in a loop, through the doomed instance first, then (once it is gone) the survivor.
    const publishing = (async () => {
      while (running) {
        const target = alive(doomed) ? 0 : 1;
        const status = await rollback(pair.servers[target].origin, sessions[target]);
        if (status === 200) answered++;
        else if (status === 'no answer') unanswered++;
        await sleep(50);
      }
    })();
    await sleep(Math.min(1500, timing.outageMs));
    await doomed.stop('SIGKILL');
    await sleep(timing.outageMs);
    running = false;
    await publishing;

    const survivorHealth = await fetch(`${survivor.origin}/healthz`).then((r) => r.status);
    const { live_hash: live } = await pointersOf(db, CODE);
    const livePointers = await db.selectFrom('promotion_pointers').select('live_hash').where('code', '=', CODE).execute();
    const moves = (await historyOf(db, CODE)).filter((h) => h.action === 'publish' || h.action === 'rollback');
    const broken = moves.slice(1).filter((m, i) => m.from_hash !== moves[i].to_hash).length;
    const newMoves = moves.length - movesBefore;
    return {
      measured: { 'publishes answered 200 / unanswered': `${answered} / ${unanswered}`, 'moves recorded': newMoves },
      checks: [
        { what: 'the survivor serves (/healthz 200, claims go on)', ok: survivorHealth === 200 && alive(survivor) },
        { what: 'exactly one live version', ok: livePointers.length === 1 && Boolean(live) },
        { what: 'an intact history: each move starts where the last ended, the last ends on the live version', ok: broken === 0 && moves.at(-1)?.to_hash === live, detail: `${broken} broken` },
        { what: 'every answered publish recorded, at most the unanswered one more', ok: newMoves >= answered && newMoves <= answered + unanswered, detail: `${newMoves} recorded, ${answered} answered` },
      ],
    };
  } finally {
    await db.destroy();
  }
}

async function signIn(origin: string): Promise<{ cookie: string; csrf: string }> {
  const r = await fetch(`${origin}/studio/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'publisher@example.com', password: PASSWORD }) });
  if (r.status !== 200) throw new Error(`studio sign-in answered ${r.status}`);
  const csrf = ((await r.json()) as { csrfToken: string }).csrfToken;
  return { cookie: String(r.headers.get('set-cookie')).split(';')[0], csrf };
}

async function rollback(origin: string, session: { cookie: string; csrf: string }): Promise<number | 'no answer'> {
  try {
    const r = await fetch(`${origin}/studio/api/promotions/${CODE}/rollback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrf },
      body: '{}',
      signal: AbortSignal.timeout(15_000),
    });
    await r.text();
    return r.status;
  } catch {
    return 'no answer';
  }
}
