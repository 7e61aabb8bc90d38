import type { Failure, JourneyPath, SimulationReport } from './types';

/** A journey as a manager finds it again: locale, flags, the answers that chose the way, the steps visited. */
export function formatJourney(journey: JourneyPath): string {
  const flags = Object.entries(journey.flags).map(([flag, on]) => `${flag}=${on ? 'on' : 'off'}`).join(' ');
  const choices = journey.choices.length ? journey.choices.join(', ') : 'no choice';
  return `${journey.flow} · ${journey.locale} · ${flags} · ${choices} · ${journey.steps.join(' → ') || '(no step)'}`;
}

/** One problem, with the journey it was found on (and how many more journeys hit it, when `count` > 1). */
export function formatFailure(failure: Failure, count = 1): string {
  const where = failure.file ? `\n      at ${failure.file}` : '';
  const journey = failure.journey ? `\n      ${count > 1 ? `on ${count} journeys, first` : 'journey'}: ${formatJourney(failure.journey)}` : '';
  return `  ✗ ${failure.kind}: ${failure.message}${where}${journey}`;
}

/** The same problem met on many journeys, once: its first journey and their number. */
function grouped(failures: readonly Failure[]): Array<{ failure: Failure; count: number }> {
  const groups = new Map<string, { failure: Failure; count: number }>();
  for (const failure of failures) {
    const key = `${failure.kind}|${failure.message}|${failure.file ?? ''}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { failure, count: 1 });
  }
  return [...groups.values()];
}

/** The report for a terminal: the summary line, each failure with its journey, what a dry run cannot prove. */
export function formatReport(report: SimulationReport): string {
  const s = report.summary;
  const lines = [
    `${s.code}: ${s.journeys} journeys walked, ${s.completed} reached the confirmation with the request accepted in dry run; ` +
      `steps ${s.steps.covered}/${s.steps.total}; ${s.fields} fields; ${s.aliases} aliases (per locale); ` +
      `${s.invalidAnswers.tried} invalid answers tried (${s.invalidAnswers.notRefused} not refused by a rule); ${s.requests} requests in dry run; ` +
      `${s.serverForms ? `${s.serverForms.completed}/${s.serverForms.walked} journeys sent to the end by the server's forms without scripts; ` : ''}${(s.durationMs / 1000).toFixed(1)} s`,
    ...grouped(report.failures).map(({ failure, count }) => formatFailure(failure, count)),
    ...s.notProvable.map((note) => `  · not provable in a dry run: ${note}`),
    report.failures.length
      ? `${s.code}: ${grouped(report.failures).length} problem${grouped(report.failures).length === 1 ? '' : 's'} (${report.failures.length} findings over the journeys)`
      : `${s.code}: every journey works`,
  ];
  return lines.join('\n');
}
