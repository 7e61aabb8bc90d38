import type { Action } from '../engine/contract';

/** Validates the form with its validation schema; every error at once. */
const validate: Action = async (ctx) => {
  const errors = await ctx.validate();
  return errors.length === 0 ? { ok: true } : { ok: false, errors };
};

export default validate;
