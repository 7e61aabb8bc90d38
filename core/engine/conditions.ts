import type { Condition } from '../generated/definitions';
import type { FormValues, SiteEnvironment } from './contract';
import { getPath } from './paths';

/** True when every part of the condition holds (an absent condition always holds). */
export function conditionHolds(
  condition: Condition | undefined,
  env: Pick<SiteEnvironment, 'flags' | 'country'>,
  values?: Readonly<FormValues>,
): boolean {
  if (!condition) return true;
  if (condition.flag !== undefined && env.flags[condition.flag] !== true) return false;
  if (condition.notFlag !== undefined && env.flags[condition.notFlag] === true) return false;
  if (condition.country && !condition.country.includes(env.country)) return false;
  if (condition.notCountry && condition.notCountry.includes(env.country)) return false;
  for (const [path, allowed] of Object.entries(condition.values ?? {})) {
    if (!(allowed as unknown[]).includes(getPath(values, path) ?? null)) return false;
  }
  return true;
}

/**
 * Whether the condition can hold in this environment for some answers: its flag and country parts hold (its answers'
 * part is left to the visitor). A block failing it never shows in this locale: its widget need not be downloaded.
 */
export function mayHoldIn(condition: Condition | undefined, env: Pick<SiteEnvironment, 'flags' | 'country'>): boolean {
  return conditionHolds(condition && { ...condition, values: undefined }, env);
}
