import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** One wording slot of a widget (a key of its blocks' `text`). */
export interface TextSlot {
  /** The widget shows nothing useful without it (a field's label, a group's legend): the checker asks for it. */
  readonly required?: boolean;
  /** The names the widget gives the wording's placeholders ({count}); the checker holds the wording to them. */
  readonly placeholders?: readonly string[];
}

/**
 * Everything the server, the checker, the simulation and the studio know of a widget, beside its component
 * (src/widgets/<Type>/manifest.ts). Plain data: Node reads it without React.
 */
export interface WidgetManifest<Props extends JSONSchema = JSONSchema> {
  /** The JSON Schema of the block's `props`; the component's props type is derived from it (PropsOf). */
  readonly props: Props;
  /**
   * The block's text slots by name; `*` in a name stands for any part (`option_*`: one per option). A block's
   * `text` key that matches none is a misspelling.
   */
  readonly text: Readonly<Record<string, TextSlot>>;
  /**
   * Where the block's props name further slots (JSON pointers into props, `*` for every key or index), e.g.
   * `/links/*\/slot` of a header. `['*']`: any slot (the slots follow the props in ways a pointer cannot say).
   */
  readonly textNamedBy?: readonly string[];
  /** Placeholders of the slots the props name, by the same pointers (`/sections/*\/eachTitle`: ['n']). */
  readonly namedSlotPlaceholders?: Readonly<Record<string, readonly string[]>>;
  /** The JSON Schema of the value the block answers at its `name`; absent for a widget that answers nothing. */
  readonly value?: JSONSchema;
  /**
   * false: the value is no question to the customer (taken from the locale, say): the simulation does not hold it
   * to being sent. Default true for a widget with a `value`.
   */
  readonly asks?: boolean;
  /**
   * Default messages by validation keyword, as the block's text slot that holds them (`{ required: 'required' }`:
   * the block's `text.required`). A package's validation schema overrides them; the layout's text gives the rest.
   */
  readonly messages?: Readonly<Record<string, string>>;
  /**
   * How the journey simulation answers the block (valid answers; invalid ones come from the validation rules): the
   * module beside the manifest whose default export is an AnswerMaker (`'./answers.ts'`). Named, not imported: the
   * browser never downloads it.
   */
  readonly answers?: string;
  /**
   * How the block answers in a form posted without scripts (server/site/claim-form/, read by
   * core/engine/flow/postedAnswers.ts): 'text' its input posts the text under the field's name; 'checkbox' posts
   * "true" when ticked; 'choice' the chosen option's value (a number where the value may be one and it is one);
   * 'date' the date as typed in the locale's order; 'phone' the number as typed (the step's phone check reads it);
   * 'env' its value is the locale fact its `from` prop names; 'rows' a list whose items' fields post under
   * `<name>.<i>.<field>`, rows added and removed by submit buttons (`action` = `add-row:<name>`, `remove-row:<name>:<i>`);
   * 'fields' an object whose fields post under `<name>.<field>`; 'files' files chosen in its file input (the form posts as multipart), each removed by a submit button
   * (`remove-row:<name>:<i>`); 'lookup' a search text posted as 'text', whose props' `source` the server asks when its
   * button posts `find:<name>`, the results shown as radios (`found:<name>`, chosen by `pick:<name>` or with Continue)
   * filling the paths of its props' `fields` (core/engine/flow/postedLookup.ts); 'none' it answers nothing (it shows). Absent on a
   * widget with a `value`: it cannot be answered without scripts, and the checker says so.
   */
  readonly noScript?: NoScriptAnswer;
  /** The widget's stylesheet, beside the manifest (imported by its component). */
  readonly stylesheet?: string;
}

/** How a widget answers in a form posted without scripts (WidgetManifest.noScript). */
export type NoScriptAnswer = 'text' | 'checkbox' | 'choice' | 'date' | 'phone' | 'env' | 'rows' | 'fields' | 'files' | 'lookup' | 'none';

/** Types a manifest: `export default defineWidget({ props: { … }, text: { … } })` keeps the schema a literal type. */
export function defineWidget<const Props extends JSONSchema>(manifest: WidgetManifest<Props>): WidgetManifest<Props> {
  return manifest;
}

/** A widget's props type, derived from its manifest's schema (defaults stay optional: the component applies them). */
export type PropsOf<M extends { props: JSONSchema }> = FromSchema<M['props'], { keepDefaultedPropertiesOptional: true }>;

/** The text slot patterns a key may match: exact, or with `*` standing for any part. */
export function slotMatches(pattern: string, key: string): boolean {
  if (!pattern.includes('*')) return pattern === key;
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${source}$`).test(key);
}
