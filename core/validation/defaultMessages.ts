import type { WidgetManifest } from '../manifests/manifest';

/** A field a form's block binds: its name, its widget type and its block's wording slots. */
export interface BoundField {
  name: string;
  type?: string;
  text?: Readonly<Record<string, string>>;
}

/** The messages a validation schema does not give: by field (its widget's defaults), then for every field (the layout's). */
export interface DefaultMessages {
  /** Field name → keyword → alias, from each field's manifest (`messages`: keyword → the block's slot that holds it). */
  byField: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Keyword → alias for any field: the layout's text (`required`). */
  layout: Readonly<Record<string, string>>;
}

/** Keywords whose default message the layout may give, by its text slot of the same name. */
const LAYOUT_KEYWORDS = ['required'] as const;

/**
 * The default messages of a form's fields: a field's widget names the slot of its block that holds a keyword's message
 * (a rating's "choose a rating"), and the layout's text gives one for every field (`text.required`).
 */
export function defaultMessages(fields: readonly BoundField[], manifestOf: (type: string) => WidgetManifest | undefined, layoutText: Readonly<Record<string, string>> = {}): DefaultMessages {
  const byField: Record<string, Record<string, string>> = {};
  for (const field of fields) {
    const messages = (field.type && manifestOf(field.type)?.messages) || {};
    for (const [keyword, slot] of Object.entries(messages)) {
      const alias = field.text?.[slot];
      if (alias) (byField[field.name] ??= {})[keyword] = alias;
    }
  }
  const layout = Object.fromEntries(LAYOUT_KEYWORDS.flatMap((keyword) => (layoutText[keyword] ? [[keyword, layoutText[keyword]]] : [])));
  return { byField, layout };
}
