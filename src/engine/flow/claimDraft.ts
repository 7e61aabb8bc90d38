import type { FormValues } from '../contract';
import type { Engine } from '../EngineContext';
import type { Flow } from '../../../core/engine/siteDefinitions';
import { formValuesAtom } from '../../state/formValuesAtom';
import { storageKeys } from '../../../core/state/storageKeys';

import { flowDefaults } from '../../../core/engine/flow/flowDefaults';

export { flowDefaults };

/** The flow's draft (session storage, per promotion, flow and locale), shared by every screen that shows it. */
export function claimDraftAtom(engine: Pick<Engine, 'env' | 'definitions'>, flow: Flow, defaults: FormValues = flowDefaults(flow)) {
  const { env } = engine;
  const { preview } = engine.definitions;
  const sample = preview?.sample?.flow === flow.id ? preview.sample : undefined;
  const key = storageKeys.flowDraft(env.promotionId, flow.id, env.locale);
  // A studio preview keeps drafts apart from the live site's; a jump to a step starts from the simulation's answers.
  return formValuesAtom(preview ? `preview:${sample?.id ?? 'draft'}:${key}` : key, sample ? { ...defaults, ...sample.values, unlockedSteps: sample.unlockedSteps } : defaults, engine.definitions.promotion.draftVersion, {
    memoryOnly: flow.memoryOnly,
  });
}
