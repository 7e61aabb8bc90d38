import type { ActionContext, ActionRegistry, ActionResult } from '../contract';

/**
 * Runs the named actions in order and stops at the first that fails.
 * An action that throws (network down, a bug) fails with the processing message the layout names, never silently.
 */
export async function runActions(names: readonly string[], registry: ActionRegistry, ctx: ActionContext): Promise<ActionResult> {
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
