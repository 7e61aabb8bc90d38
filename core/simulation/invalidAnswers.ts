import { getPath, setPath } from '../engine/paths';
import { accountNumberLengthOf } from '../rules/bankInputSets';

type Schema = Record<string, unknown>;

/** One rule of a validation schema at a field, and an answer that breaks it. */
export interface BrokenRule {
  /** Dotted path of the field ("items.0.productImei"). */
  path: string;
  keyword: string;
  /** The answers with this field broken (undefined: left out). */
  values: Record<string, unknown>;
}

/**
 * Every rule the schema states about a field (`properties`, `required`, `items`, and inside allOf / then), each with
 * one answer that breaks it, starting from valid answers. Rules inside `if` and `not` are conditions, not rules.
 */
export function brokenRules(schema: unknown, valid: Record<string, unknown>): BrokenRule[] {
  const out: BrokenRule[] = [];
  const seen = new Set<string>();
  const add = (path: string, keyword: string, value: unknown, remove = false) => {
    const key = `${path}|${keyword}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ path, keyword, values: remove ? setPath(valid, path, undefined) : setPath(valid, path, value) });
  };
  const walk = (node: unknown, at: string) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const s = node as Schema;
    for (const name of Array.isArray(s.required) ? (s.required as string[]) : []) add(join(at, name), 'required', undefined, true);
    if (at) for (const [keyword, value] of Object.entries(breakers(s, getPath(valid, at)))) add(at, keyword, value);
    for (const [name, child] of Object.entries((s.properties ?? {}) as Record<string, unknown>)) walk(child, join(at, name));
    if (s.items && typeof s.items === 'object') walk(s.items, join(at, '0'));
    for (const part of Array.isArray(s.allOf) ? s.allOf : []) walk(part, at);
    if (s.then) walk(s.then, at);
  };
  walk(schema, '');
  return out;
}

const join = (at: string, name: string) => (at ? `${at}.${name}` : name);

/** Per keyword of one field's schema, an answer that breaks it (none when the simulation knows no such answer). */
function breakers(s: Schema, current: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof s.minLength === 'number' && s.minLength > 0) out.minLength = 'x'.repeat(s.minLength - 1);
  if (typeof s.maxLength === 'number') out.maxLength = 'x'.repeat(s.maxLength + 1);
  if (typeof s.pattern === 'string') {
    const pattern = new RegExp(s.pattern, 'u');
    const candidate = ['', ' ', '!', '<>', 'x'.repeat(300)].find((text) => !pattern.test(text));
    if (candidate !== undefined) out.pattern = candidate;
  }
  if ('const' in s) out.const = typeof s.const === 'boolean' ? !s.const : `not ${String(s.const)}`;
  if (Array.isArray(s.enum)) out.enum = 'not-in-the-list';
  if (typeof s.minItems === 'number' && s.minItems > 0) out.minItems = [];
  if (typeof s.maxItems === 'number' && Array.isArray(current) && current.length) out.maxItems = Array.from({ length: s.maxItems + 1 }, () => current[0]);
  if (s.luhn === true && typeof current === 'string' && /^\d+$/.test(current)) out.luhn = current.slice(0, -1) + String((Number(current.at(-1)) + 1) % 10);
  if (typeof s.accountNumberLength === 'string') {
    const length = accountNumberLengthOf(s.accountNumberLength);
    if (length) out.accountNumberLength = '1'.repeat(length.max + 1);
  }
  if (s.validDate === true) out.validDate = '2023-02-30';
  if (s.notAfterToday === true) out.notAfterToday = '2999-12-31';
  if (s.noSpecialCharacters === true) out.noSpecialCharacters = 'Alex <Taylor>';
  if (s.format === 'email') out.format = 'not-an-email';
  return out;
}
