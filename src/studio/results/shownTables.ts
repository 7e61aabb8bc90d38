import type { Results, ShownTable } from './types';

export const shortVersion = (version: string | null) => (version ? version.slice(0, 12) : 'all versions');

/** The tables of the Results screen, from the figures: what is shown and what the CSV holds are the same rows. */
export function shownTables(results: Results, compared?: { version: string; results: Results }, version = ''): Record<string, ShownTable> {
  const tables: Record<string, ShownTable> = {
    funnel: {
      id: 'results-funnel',
      caption: `Funnel per step (${shortVersion(version)})`,
      head: ['Step', 'Reached', 'Continued', 'Skipped', 'Stopped', 'Continue refused'],
      rows: results.steps.map((step) => [step.step, step.reached, step.continued, step.skipped, step.stopped, step.refused]),
    },
    fields: {
      id: 'results-fields',
      caption: 'Fields whose errors stopped a Continue on each step',
      head: ['Step', 'Field', 'Continues refused'],
      rows: results.fieldErrors.map((row) => [row.step, row.field, row.refusals]),
    },
    claimsPerDay: {
      id: 'results-claims-per-day',
      caption: 'Claims per day (UTC)',
      head: ['Day', 'Claims'],
      rows: results.claimsPerDay.map((row) => [row.day, row.claims]),
    },
    publishes: {
      id: 'results-publishes',
      caption: 'Publishes and rollbacks in this range',
      head: ['When (UTC)', 'What', 'Version'],
      rows: results.publishes.map((row) => [row.at.slice(0, 16).replace('T', ' '), row.action, shortVersion(row.version)]),
    },
    rewardMethods: {
      id: 'results-reward-methods',
      caption: 'Reward methods chosen',
      head: ['Reward method', 'Claims'],
      rows: results.rewardMethods.map((row) => [row.method, row.claims]),
    },
    claimsByStatus: {
      id: 'results-claims-by-status',
      caption: 'Claims by status',
      head: ['Status', 'Claims'],
      rows: results.claimsByStatus.map((row) => [row.status, row.claims]),
    },
    pages: {
      id: 'results-pages',
      caption: 'Pages shown',
      head: ['Page', 'Shown'],
      rows: results.pages.map((row) => [row.page, row.shown]),
    },
  };
  if (compared) {
    const other = new Map(compared.results.steps.map((step) => [step.step, step]));
    const a = shortVersion(version);
    const b = shortVersion(compared.version);
    tables.comparison = {
      id: 'results-comparison',
      caption: `Funnel of ${a} beside ${b}`,
      head: ['Step', `Reached (${a})`, `Continued (${a})`, `Stopped (${a})`, `Reached (${b})`, `Continued (${b})`, `Stopped (${b})`],
      rows: results.steps.map((step) => {
        const then = other.get(step.step);
        return [step.step, step.reached, step.continued, step.stopped, then?.reached ?? 0, then?.continued ?? 0, then?.stopped ?? 0];
      }),
    };
  }
  return tables;
}
