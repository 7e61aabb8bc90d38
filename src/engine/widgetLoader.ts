import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetProps, WidgetRegistry } from './contract';

type Loaded = LazyExoticComponent<ComponentType<WidgetProps<any, any>>>;

/**
 * Lazy widget components, one download per type, started together for a whole page
 * (preload) so sibling widgets do not load one after another.
 */
export function createWidgetLoader(registry: WidgetRegistry) {
  const promises = new Map<string, Promise<{ default: ComponentType<WidgetProps<any, any>> }>>();
  const components = new Map<string, Loaded>();

  function load(type: string) {
    let promise = promises.get(type);
    if (!promise) {
      promise = registry[type].load();
      promises.set(type, promise);
    }
    return promise;
  }

  return {
    has: (type: string) => Object.hasOwn(registry, type),
    preload(types: Iterable<string>) {
      for (const type of types) if (Object.hasOwn(registry, type)) void load(type);
    },
    component(type: string): Loaded {
      let component = components.get(type);
      if (!component) {
        component = lazy(() => load(type));
        components.set(type, component);
      }
      return component;
    },
  };
}

export type WidgetLoader = ReturnType<typeof createWidgetLoader>;
