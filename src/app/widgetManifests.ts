import type { WidgetManifest } from '../engine/contract';

/** Every widget's manifest, each its own chunk: downloaded when a form is first checked (its default messages). */
const manifests = import.meta.glob<{ default: WidgetManifest }>('../widgets/*/manifest.ts');

export function manifestOf(type: string): Promise<{ default: WidgetManifest }> {
  const load = manifests[`../widgets/${type}/manifest.ts`];
  return load ? load() : Promise.reject(new Error(`widget ${type} has no manifest.ts`));
}
