import type { SiteDefinitions } from '../../../core/engine/siteDefinitions';

/** The alias of the message for a form that could not be processed: layout.json `text.processingError`. */
export function processingErrorAlias(definitions: Pick<SiteDefinitions, 'layout'>): string {
  return definitions.layout?.text?.processingError ?? '';
}
