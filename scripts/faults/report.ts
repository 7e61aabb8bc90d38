/** What each fault run prints: the counts the issue asks for, and the checks that make it pass or fail. */
import type { Instances } from '../../tests/server/instances';
import { byStatus, type Traffic } from './traffic';

export interface Check {
  what: string;
  ok: boolean;
  detail?: string;
}

export interface FaultReport {
  fault: string;
  sent: number;
  answered: Record<string, number>;
  acknowledged: number;
  stored: number;
  duplicates: number;
  lost: number;
  /** Measured figures worth a line (recovery time, slowest answer …). */
  measured: Record<string, string | number>;
  checks: Check[];
  skipped?: string;
}

/**
 * Counts the run's claims in the database: stored (claims of this run), duplicates (an e-mail, i.e. one
 * customer and one Idempotency-Key, stored more than once) and lost (acknowledged, but no claim with that
 * reference for that customer). Every stored claim must also be whole: its identifier and its document.
 */
export async function countClaims(pair: Instances, traffic: Traffic, runId: string) {
  const db = pair.db();
  try {
    const rows = await db.selectFrom('claims').select(['id', 'email', 'public_reference']).where('email', 'like', `${runId}-%`).execute();
    const perEmail = new Map<string, string[]>();
    for (const row of rows) perEmail.set(row.email, [...(perEmail.get(row.email) ?? []), row.public_reference]);
    const duplicates = [...perEmail.values()].reduce((n, refs) => n + refs.length - 1, 0);
    const lost = [...traffic.acknowledged.values()].filter((a) => !perEmail.get(a.email)?.includes(a.reference)).length;
    const ids = rows.map((r) => r.id);
    const whole = ids.length
      ? Math.min(
          new Set((await db.selectFrom('claim_identifiers').select('claim_id').where('claim_id', 'in', ids).execute()).map((r) => r.claim_id)).size,
          new Set((await db.selectFrom('claim_documents').select('claim_id').where('claim_id', 'in', ids).execute()).map((r) => r.claim_id)).size,
        )
      : 0;
    const uploadRows = await db.selectFrom('uploads').select('id').where('purpose', '=', 'proof').execute();
    return { stored: rows.length, duplicates, lost, halfWritten: rows.length - whole, uploadRows: uploadRows.map((r) => r.id) };
  } finally {
    await db.destroy();
  }
}

export function baseReport(fault: string, traffic: Traffic, counted: { stored: number; duplicates: number; lost: number }): FaultReport {
  return {
    fault,
    sent: traffic.answers.length,
    answered: byStatus(traffic.answers),
    acknowledged: traffic.acknowledged.size,
    stored: counted.stored,
    duplicates: counted.duplicates,
    lost: counted.lost,
    measured: {},
    checks: [
      { what: 'lost = 0', ok: counted.lost === 0, detail: String(counted.lost) },
      { what: 'duplicates = 0', ok: counted.duplicates === 0, detail: String(counted.duplicates) },
      {
        what: 'a repeat with the Idempotency-Key answers the first reference',
        ok: [...traffic.acknowledged.values()].every((a) => a.otherReferences === 0),
      },
      { what: 'no answer 500', ok: !traffic.answers.some((a) => a.status === 500), detail: String(traffic.answers.filter((a) => a.status === 500).length) },
    ],
  };
}

export function printReport(r: FaultReport): void {
  const answered = Object.entries(r.answered)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  console.log(`\n== ${r.fault}${r.skipped ? ` — SKIPPED: ${r.skipped}` : ''}`);
  if (r.skipped) return;
  console.log(`requests sent ${r.sent} (${answered}); acknowledged claims ${r.acknowledged}, claims stored ${r.stored}, duplicates ${r.duplicates}, lost ${r.lost}`);
  for (const [what, value] of Object.entries(r.measured)) console.log(`  ${what}: ${value}`);
  for (const c of r.checks) console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.what}${c.detail !== undefined ? ` (${c.detail})` : ''}`);
}
