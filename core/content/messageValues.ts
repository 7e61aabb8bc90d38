/**
 * The values every message may name, from the promotion's settings: each number or text setting by its path with
 * `_` between the keys (`{checkingDays}`, `{myClaim_returnWindowDays_max}`, `{maxPurchaseItems_PERSONAL}`), so a
 * sentence that states a fact names the one setting that holds it. Lists are not values.
 */
export function messageValuesOf(settings: Readonly<Record<string, unknown>>, prefix = '', into: Record<string, string | number> = {}): Record<string, string | number> {
  for (const [key, value] of Object.entries(settings)) {
    const name = prefix ? `${prefix}_${key}` : key;
    if (typeof value === 'number' || typeof value === 'string') into[name] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value)) messageValuesOf(value as Record<string, unknown>, name, into);
  }
  return into;
}
