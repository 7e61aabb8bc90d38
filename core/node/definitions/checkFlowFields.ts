import type { Check } from './context';
import { pointerJoin } from '../../definitions/pointer';
import type { DefinitionError } from '../../definitions/types';
import { forEachBlockIn } from '../../definitions/walk';

/** A flow's `memoryOnly` and `collectedOnly` name fields its steps ask for (a typo would keep or drop nothing). */
export const checkFlowFields: Check = (ctx) => {
  const errors: DefinitionError[] = [];
  const steps = new Map(ctx.definitions.steps.map((step) => [step.id, step]));
  for (const flow of ctx.definitions.flows) {
    const file = ctx.files.get(flow);
    if (!file) continue;
    const asked = new Set<string>();
    for (const id of flow.steps) {
      const step = steps.get(id);
      if (step) forEachBlockIn(step as unknown as Record<string, unknown>, (block) => block.name && asked.add(block.name));
    }
    for (const key of ['memoryOnly', 'collectedOnly'] as const)
      (flow[key] ?? []).forEach((name, i) => {
        if (!asked.has(name)) errors.push({ file, pointer: pointerJoin(`/${key}`, i), message: `"${name}" is not a field of the flow's steps` });
      });
  }
  return errors;
};
