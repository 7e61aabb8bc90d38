export type { CheckOptions, DefinitionError, LoadResult, SiteDefinitions } from './types';
export { loadSiteDefinitions } from './load';
export { checkSiteDefinitions } from './check';
export { checkContentFiles, loadContentFile } from './content';
export { aliasUses, servedLocales } from './checkAliases';
export { actionAliases, fixedAliasUses, schemaMessageUses } from './fixedAliases';
export { formatDefinitionError, formatDefinitionErrors, uniqueErrors } from './format';
export { pickLocale, renderDefinitionsScript, injectDefinitions, DEFINITIONS_PLACEHOLDER } from './render';
export { resolveOptions, repoRoot } from './paths';
