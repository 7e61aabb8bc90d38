import type { WidgetRegistry } from '../engine/contract';

/** Every widget folder with a manifest (src/widgets/<Type>/manifest.ts): the one list of widgets. */
const manifests = import.meta.glob<{ default: import('../../core/manifests/manifest').WidgetManifest }>('../widgets/*/manifest.ts');
const components = import.meta.glob<{ default: import('react').ComponentType<any> }>('../widgets/*/index.tsx');

const typeOf = (file: string) => file.split('/')[2];

/**
 * The explicit registries handed to the engine. A widget type is its folder name in src/widgets, registered by its
 * manifest; each component loads on demand, so a page downloads only the widgets it shows. The manifest itself loads
 * only when a form's check needs its default messages.
 */
export const widgets: WidgetRegistry = Object.fromEntries(
  Object.entries(manifests).map(([file, manifest]) => {
    const type = typeOf(file);
    const load = components[`../widgets/${type}/index.tsx`];
    if (!load) throw new Error(`widget ${type} has a manifest but no index.tsx`);
    return [type, { load, manifest }];
  }),
);

export { actions } from '../actions/index';
export { sources } from '../sources/index';
