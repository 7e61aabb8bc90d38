/**
 * Contact reasons (spec section 3) and the routing tag ("driver") support uses for each. The site sends the
 * reason as a value or label; matching ignores case, spaces, hyphens and underscores.
 */
const REASONS: Array<{ names: string[]; driver: string | null }> = [
  { names: ['how do i take part', 'how to take part', 'take part'], driver: 'How promotion works' },
  { names: ['need help submitting claim', 'need help submitting my claim', 'help submitting claim'], driver: 'Requires help sub claim' },
  { names: ['reward query'], driver: 'Reward update within SLA' },
  { names: ['something else'], driver: null },
  { names: ['personal data query'], driver: null },
];

const normalise = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, ' ').trim();

/**
 * The driver of a reason: the reason's tag for a known reason (whatever the client sent), else the client's
 * driver (unknown reasons are kept as sent), empty when there is none.
 */
export function driverForReason(reason: string, sentDriver: string | undefined): string {
  const known = REASONS.find((r) => r.names.includes(normalise(reason)));
  if (known) return known.driver ?? '';
  return sentDriver ?? '';
}
