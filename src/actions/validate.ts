import type { Action } from '../engine/contract';

/** Validates the form with its validation schema; every error at once. */
const validate: Action = (ctx) => {
  const errors = ctx.validate();
  return errors.length === 0 ? { ok: true } : { ok: false, errors };
};

export default validate;
