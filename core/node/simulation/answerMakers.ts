import type { AnswerMaker } from '../../engine/contract';
import { answerMakerOf, manifestsOf } from '../manifests/loadManifests';

/**
 * How the simulation answers each widget that binds a value: the answers its manifest names (the widget's own
 * answers.ts, beside it). A widget that binds a value and has none is reported on every journey that meets it.
 */
export async function answerMakersOf(widgetsDir?: string): Promise<ReadonlyMap<string, AnswerMaker>> {
  const makers = new Map<string, AnswerMaker>();
  for (const widget of await manifestsOf(widgetsDir)) {
    const maker = await answerMakerOf(widget);
    if (maker) makers.set(widget.type, maker);
  }
  return makers;
}
