import { mergeRestOfDefinitions } from '../../core/engine/mergeRestOfDefinitions';
import type { SiteDefinitions } from '../../core/engine/siteDefinitions';
import { settledPromise } from './settledPromise';

/**
 * The rest of definitions that carry only a first screen's (SiteDefinitions.rest): asked for on the first call of
 * complete() (the site does so once it is ready; a screen whose blocks are not here, a step's Continue and the
 * locale guard's screen do so before), merged into the definitions in place (mergeRestOfDefinitions).
 */
export interface DefinitionsRest {
  /**
   * Resolves once the definitions are whole: the same promise every time, settled as React's use() reads it. It
   * rejects when the rest could not be loaded (`load` tried again meanwhile), and stays so: a screen that needs it
   * says it could not load and offers a reload (LoadFailure), which asks afresh.
   */
  complete(): Promise<void>;
  /** Whether the definitions are whole. */
  readonly completed: boolean;
}

/** Undefined when the definitions are whole already. `load`: the whole definitions at an address (retried as it sees fit). */
export function createDefinitionsRest(definitions: SiteDefinitions, load: (address: string) => Promise<SiteDefinitions>): DefinitionsRest | undefined {
  const address = definitions.rest;
  if (!address) return undefined;
  let completing: Promise<void> | undefined;
  let completed = false;
  return {
    complete() {
      completing ??= settledPromise(
        load(address).then(
          (whole) => {
            mergeRestOfDefinitions(definitions, whole);
            completed = true;
          },
          (error: unknown) => {
            console.error('The rest of the definitions could not be loaded', error);
            throw error;
          },
        ),
      );
      return completing;
    },
    get completed() {
      return completed;
    },
  };
}
