import type { Check } from './context';
import { pointerJoin } from '../../definitions/pointer';
import type { DefinitionError } from '../../definitions/types';
import { packageForms, validationSchema } from './packageForms';
import { collectMessages } from '../../validation/collectMessages';
import { defaultMessages } from '../../validation/defaultMessages';
import { manifestsByType } from '../manifests/loadManifests';

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const join = (at: string, name: string) => (at ? `${at}.${name}` : name);

/** Each `required` of a schema: the field's path (`*` for array items), the path that requires it, its JSON pointer. */
function requiredFields(node: unknown, at = '', pointer = '', into: Array<{ field: string; owner: string; pointer: string }> = []) {
  if (!isObject(node)) return into;
  if (Array.isArray(node.required))
    node.required.forEach((name, i) => typeof name === 'string' && into.push({ field: join(at, name), owner: at, pointer: pointerJoin(pointerJoin(pointer, 'required'), i) }));
  if (isObject(node.properties)) for (const [name, child] of Object.entries(node.properties)) requiredFields(child, join(at, name), pointerJoin(pointerJoin(pointer, 'properties'), name), into);
  if (isObject(node.items)) requiredFields(node.items, join(at, '*'), pointerJoin(pointer, 'items'), into);
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    if (Array.isArray(node[key])) (node[key] as unknown[]).forEach((part, i) => requiredFields(part, at, pointerJoin(pointerJoin(pointer, key), i), into));
  for (const key of ['then', 'else']) requiredFields(node[key], at, pointerJoin(pointer, key), into);
  return into;
}

/**
 * Every field a form's validation requires has a message for it: the package's (the schema's `messages`), the default
 * of the widget that shows the field (the slot its manifest names, given in the block's text) or the layout's
 * (`text.required`). Without one the customer reads a generic "something is wrong" with no word of what to do.
 */
export const checkRequiredMessages: Check = async (ctx) => {
  const errors: DefinitionError[] = [];
  const manifests = await manifestsByType(ctx.options.widgetsDir);
  const layoutText = (ctx.definitions.layout?.text ?? {}) as Record<string, string>;
  const reported = new Set<string>();
  for (const form of packageForms(ctx)) {
    if (!form.validation) continue;
    const named = validationSchema(ctx, form.validation);
    if (!named) continue;
    const messages = collectMessages(named.schema);
    const bound = form.blocks.flatMap((block) => (block.name ? [{ name: block.name, type: block.type, text: block.text as Record<string, string> | undefined }] : []));
    const defaults = defaultMessages(bound, (type) => manifests.get(type), layoutText);
    for (const { field, owner, pointer } of requiredFields(named.schema)) {
      const own = messages[field]?.required ?? messages[owner]?.required ?? messages[field]?.['*'];
      if (own || defaults.byField[field]?.required || defaults.layout.required) continue;
      const key = `${named.file}#${pointer}`;
      if (reported.has(key)) continue;
      reported.add(key);
      errors.push({
        file: named.file,
        pointer,
        message: `"${field}" is required (${form.kind} "${form.id}") but no message says so: give it messages.required in this schema, the field's widget a default (its manifest's messages.required slot in the block's text), or the layout a text.required`,
      });
    }
  }
  return errors;
};
