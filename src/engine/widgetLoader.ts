import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetProps, WidgetRegistry } from './contract';
import { reloadOnStaleChunk } from './staleBuildReload';

type Widget = ComponentType<WidgetProps<any, any>>;
type Loaded = LazyExoticComponent<Widget> | Widget;

/**
 * Lazy widget components, one download per type, started together for a whole page
 * (preload) so sibling widgets do not load one after another.
 */
export function createWidgetLoader(registry: WidgetRegistry) {
  const promises = new Map<string, Promise<{ default: Widget }>>();
  const loaded = new Map<string, Widget>();
  const components = new Map<string, Loaded>();

  function load(type: string) {
    let promise = promises.get(type);
    if (!promise) {
      // A chunk gone with a new deployment reloads the page once; a failure after that is shown where the
      // widget renders (lazy rethrows it), not here.
      promise = reloadOnStaleChunk(() => registry[type].load());
      promise.then((module) => loaded.set(type, module.default), () => undefined);
      promises.set(type, promise);
    }
    return promise;
  }

  return {
    has: (type: string) => Object.hasOwn(registry, type),
    preload(types: Iterable<string>) {
      for (const type of types) if (Object.hasOwn(registry, type)) void load(type);
    },
    /** Downloads the widgets (a failed one is left to show its failure where it renders). */
    async loadAll(types: Iterable<string>): Promise<void> {
      const known = [...types].filter((type) => Object.hasOwn(registry, type));
      await Promise.all(known.map((type) => load(type).catch(() => undefined)));
    },
    /**
     * The widget's component. One already downloaded (preloaded with its page) is returned as it is: a lazy
     * wrapper would still suspend once, and the step would flash its loading text when, say, the bank form
     * appears after a click on "Bank transfer".
     */
    component(type: string): Loaded {
      let component = components.get(type);
      if (!component) {
        component = loaded.get(type) ?? lazy(() => load(type));
        components.set(type, component);
      }
      return component;
    },
  };
}

export type WidgetLoader = ReturnType<typeof createWidgetLoader>;
