import { checkSiteDefinitions, formatDefinitionErrors as formatErrors } from '../../core/node/definitions/index';
import type { DefinitionError, SiteDefinitions } from '../../core/node/definitions/index';

export type { DefinitionError };

export interface SiteDefinitionsResult {
  definitions: SiteDefinitions;
  errors: DefinitionError[];
}

/**
 * Loads the page definitions with the same checker as `npm run check` and the build, so a server never
 * serves definitions that the check would refuse.
 */
export async function loadSiteDefinitions(definitionsDir: string, contentDir?: string): Promise<SiteDefinitionsResult> {
  const { definitions, errors } = await checkSiteDefinitions(definitionsDir, { contentDir });
  return { definitions, errors };
}

export function formatDefinitionErrors(errors: DefinitionError[]): string {
  return formatErrors(errors)
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}
