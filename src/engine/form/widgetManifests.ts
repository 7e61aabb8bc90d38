import type { WidgetManifest, WidgetRegistry } from '../contract';
import type { BoundField } from '../../../core/validation/defaultMessages';

/** The manifests of the widgets a form's fields use (their default messages), loaded when the form is checked. */
export async function manifestsOf(widgets: WidgetRegistry, fields: readonly BoundField[]): Promise<Map<string, WidgetManifest>> {
  const types = [...new Set(fields.flatMap((field) => (field.type ? [field.type] : [])))];
  const loaded = await Promise.all(types.map(async (type) => [type, (await widgets[type]?.manifest?.())?.default] as const));
  return new Map(loaded.flatMap(([type, manifest]) => (manifest ? [[type, manifest] as const] : [])));
}
