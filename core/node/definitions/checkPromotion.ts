import type { Check } from './context';
import { pointerJoin } from '../../definitions/pointer';
import type { DefinitionError } from '../../definitions/types';

/** Largest TCP port; the schema's pattern only limits a courier host's port to five digits. */
const MAX_PORT = 65535;

/**
 * promotion.json rules the schema cannot say: switchable flags are declared flags, the return window's min ≤ max,
 * courier host ports in range.
 */
export const checkPromotion: Check = (ctx) => {
  const errors: DefinitionError[] = [];
  const file = ctx.files.get(ctx.definitions.promotion as object);
  const { flags = {}, switchableFlags = [] } = ctx.definitions.promotion as { flags?: Record<string, boolean>; switchableFlags?: string[] };
  if (file)
    switchableFlags.forEach((flag, i) => {
      if (!(flag in flags)) errors.push({ file, pointer: pointerJoin('/switchableFlags', i), message: `unknown flag "${flag}" (not in promotion.json flags)` });
    });
  const myClaim = (ctx.definitions.promotion as { settings?: { myClaim?: unknown } }).settings?.myClaim;
  if (!file || !myClaim || typeof myClaim !== 'object') return errors;
  const { returnWindowDays, courierHosts } = myClaim as { returnWindowDays?: { min?: unknown; max?: unknown }; courierHosts?: unknown };

  const { min, max } = returnWindowDays ?? {};
  if (typeof min === 'number' && typeof max === 'number' && min > max)
    errors.push({ file, pointer: '/settings/myClaim/returnWindowDays', message: `min (${min}) must not be greater than max (${max}): the return window would never be open` });

  if (Array.isArray(courierHosts)) {
    courierHosts.forEach((host, i) => {
      const port = typeof host === 'string' ? /:([0-9]+)$/.exec(host)?.[1] : undefined;
      if (port !== undefined && (Number(port) < 1 || Number(port) > MAX_PORT))
        errors.push({ file, pointer: pointerJoin('/settings/myClaim/courierHosts', i), message: `port ${port} is not a port (1-${MAX_PORT})` });
    });
  }
  return errors;
};
