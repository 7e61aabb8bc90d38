import type { WidgetRegistry } from '../engine/contract';

/** Every widget folder's component, each loaded on demand. */
const components = import.meta.glob<{ default: import('react').ComponentType<any> }>('./*/index.tsx', { base: '../widgets' });

/**
 * The explicit registries handed to the engine. A widget type is its folder name in src/widgets; the folder's
 * manifest (src/widgets/<Type>/manifest.ts) is what the checker, the simulation and the studio know of it, and the
 * build refuses a folder without a valid one (npm run check), so every type here has one. Each component loads on
 * demand, so a page downloads only the widgets it shows; the manifests load only when a form is checked (their
 * default messages), through one small module kept out of the entry.
 */
export const widgets: WidgetRegistry = Object.fromEntries(
  Object.entries(components).map(([file, load]) => {
    const type = file.split('/')[1];
    return [type, { load, manifest: () => import('./widgetManifests').then((all) => all.manifestOf(type)) }];
  }),
);

export { actions } from './actions';
export { sources } from '../../core/sources/index';
