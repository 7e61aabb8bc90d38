import type { CompiledValidator, ValidatorRegistry } from '../engine/contract';
import type { SiteDefinitions } from '../../core/engine/siteDefinitions';

type ValidationModule = Record<string, unknown> & { messages: Record<string, CompiledValidator['messages']> };

/**
 * The package's validators: the module the server compiled from its validation schemas (the page names it), loaded
 * on the first submit. Standalone validation code from the same origin: no eval, allowed by script-src 'self'.
 */
export async function loadValidators(definitions: Pick<SiteDefinitions, 'validators'>): Promise<ValidatorRegistry> {
  if (!definitions.validators) throw new Error('The page names no validation module');
  const module = (await import(/* @vite-ignore */ definitions.validators)) as ValidationModule;
  const registry: Record<string, CompiledValidator> = {};
  for (const [name, messages] of Object.entries(module.messages)) {
    registry[name] = { validate: module[name] as CompiledValidator['validate'], messages };
  }
  return registry;
}
