import type { CompiledValidator, FieldError, ValidatorError } from '../engine/contract';
import { defaultMessages, type BoundField, type DefaultMessages } from './defaultMessages';
import type { WidgetManifest } from '../engine/contract';
import { GENERIC_MESSAGE_ALIAS } from './genericMessage';

/** One token of a JSON pointer, unescaped (~1 and ~0). */
const unescapeToken = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** "/items/0/productImei" → "items.0.productImei" (unescaping ~1 and ~0). */
export function pointerToPath(pointer: string): string {
  return pointer.split('/').slice(1).map(unescapeToken).join('.');
}

/** "items.0.productImei" → "items.*.productImei" (the key of the messages map). */
export function messageKey(path: string): string {
  return path
    .split('.')
    .map((s) => (/^\d+$/.test(s) ? '*' : s))
    .join('.');
}

const join = (...parts: Array<string | number | undefined>) =>
  parts.filter((p) => p !== undefined && p !== '').join('.');

/** The dotted path of the field an error is about. */
export function errorPath(error: ValidatorError): string {
  const at = pointerToPath(error.instancePath);
  if (error.keyword === 'required' || error.keyword === 'dependentRequired')
    return join(at, error.params.missingProperty);
  if (error.keyword === 'uniqueBy') return join(at, error.params.index, error.params.property);
  return at;
}

/**
 * Alias of one error: the package's (the keyword at the field, the keyword where it is declared, the field's `*`),
 * else the default of the field's widget, else the layout's, else the generic message.
 */
export function errorAlias(messages: CompiledValidator['messages'], error: ValidatorError, path: string, defaults?: DefaultMessages): string {
  const field = messages[messageKey(path)];
  const owner = messages[messageKey(pointerToPath(error.instancePath))];
  return field?.[error.keyword] ?? owner?.[error.keyword] ?? field?.['*'] ?? defaults?.byField[path]?.[error.keyword] ?? defaults?.layout[error.keyword] ?? GENERIC_MESSAGE_ALIAS;
}

/** The value a JSON pointer names in `values` (undefined when it is not there). */
function valueAt(values: unknown, pointer: string): unknown {
  let value = values;
  for (const key of pointer.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[unescapeToken(key)];
  }
  return value;
}

/**
 * An answer still at its first value (`null`, the flow's `defaults`) was not given: its `type` error is reported as
 * the `required` error of its parent, so the customer gets the message for a field left empty (the package's, the
 * widget's default, the layout's) rather than the one for a wrong answer.
 */
function unansweredAsRequired(error: ValidatorError, values: unknown): ValidatorError {
  if (error.keyword !== 'type' || !error.instancePath || valueAt(values, error.instancePath) !== null) return error;
  const cut = error.instancePath.lastIndexOf('/');
  return { ...error, keyword: 'required', instancePath: error.instancePath.slice(0, cut), params: { missingProperty: unescapeToken(error.instancePath.slice(cut + 1)) } };
}

/** Keywords that only say "a branch failed": the branch's own errors carry the message. */
const COMBINATORS = new Set(['if', 'anyOf', 'oneOf', 'allOf']);

/** Validates `values` and returns one FieldError per field (the first error in schema order wins). */
export function toFieldErrors(validator: CompiledValidator, values: unknown, defaults?: DefaultMessages): FieldError[] {
  if (validator.validate(values)) return [];
  const byPath = new Map<string, FieldError>();
  for (const raw of validator.validate.errors ?? []) {
    const error = unansweredAsRequired(raw, values);
    const path = errorPath(error);
    if (byPath.has(path)) continue;
    if (COMBINATORS.has(error.keyword) && !validator.messages[messageKey(path)]?.[error.keyword]) continue;
    const alias = errorAlias(validator.messages, error, path, defaults);
    byPath.set(path, path ? { path, alias } : { alias });
  }
  return [...byPath.values()];
}

/** What formErrors needs of the site's widget registry (src/engine/contract.ts WidgetRegistry): each one's manifest. */
export type ManifestLoaders = Readonly<Record<string, { manifest?: () => Promise<{ default: WidgetManifest }> }>>;

/**
 * A form's errors as the site shows them: the messages its schema does not give default to those of the fields'
 * widgets (their manifests, downloaded now) and the layout's.
 */
export async function formErrors(validator: CompiledValidator, values: unknown, bound: readonly BoundField[], widgets: ManifestLoaders, layoutText?: Readonly<Record<string, string>>): Promise<FieldError[]> {
  const types = [...new Set(bound.flatMap((field) => (field.type && widgets[field.type]?.manifest ? [field.type] : [])))];
  const manifests = new Map<string, WidgetManifest>(await Promise.all(types.map(async (type) => [type, (await widgets[type].manifest!()).default] as const)));
  return toFieldErrors(validator, values, defaultMessages(bound, (type) => manifests.get(type), layoutText));
}
