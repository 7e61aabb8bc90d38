import type { ActionContext, ActionRegistry, ActionResult } from './contract';

/** The action that says when a form checks its answers against its validation schema (core/actions/validate.ts). */
const VALIDATE = 'validate';

/**
 * Runs the named actions in order and stops at the first that fails.
 * A form with a validation schema (`validates`) checks its answers first, unless its actions place `validate`
 * themselves: a step whose fields carry rules needs no action to have them checked.
 * An action that throws (network down, a bug) fails with the processing message the layout names, never silently.
 */
export async function runActions(names: readonly string[], registry: ActionRegistry, ctx: ActionContext, validates = false): Promise<ActionResult> {
  if (validates && !names.includes(VALIDATE)) {
    const errors = await ctx.validate();
    if (errors.length) return { ok: false, errors };
  }
  for (const name of names) {
    const action = registry[name];
    if (!action) throw new Error(`Unknown action "${name}"`);
    let result: ActionResult;
    try {
      result = await action(ctx);
    } catch (error) {
      console.error(`Action "${name}" failed`, error);
      result = { ok: false, errors: [{ alias: ctx.processingErrorAlias }] };
    }
    if (!result.ok) return result;
  }
  return { ok: true };
}
