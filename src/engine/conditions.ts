import type { Condition } from './generated/definitions';
import type { SiteEnvironment } from './contract';

/** True when every part of the condition holds (an absent condition always holds). */
export function conditionHolds(
  condition: Condition | undefined,
  env: Pick<SiteEnvironment, 'flags' | 'country'>,
  claimType?: unknown,
): boolean {
  if (!condition) return true;
  if (condition.flag !== undefined && env.flags[condition.flag] !== true) return false;
  if (condition.notFlag !== undefined && env.flags[condition.notFlag] === true) return false;
  if (condition.claimType && !condition.claimType.includes(claimType as never)) return false;
  if (condition.country && !condition.country.includes(env.country)) return false;
  return true;
}
