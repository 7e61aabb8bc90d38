import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Check } from './context';
import { pointerJoin } from './pointer';
import type { DefinitionError } from './types';

type Schema = Record<string, any>;
type Expression = Record<string, any>;

const KINDS = ['const', 'answer', 'item', 'env', 'visitorId', 'text', 'object', 'each', 'list', 'switch', 'fileIds'];

let contract: { schemas: Record<string, Schema> } | undefined;
function schemasOf(rootDir: string): Record<string, Schema> {
  contract ??= { schemas: (parse(readFileSync(path.join(rootDir, 'openapi/promotion-api.yaml'), 'utf8')).components?.schemas ?? {}) as Record<string, Schema> };
  return contract.schemas;
}

/**
 * A flow's submission mapping fits the contract: each mapped key is a field of the request schema (components.schemas),
 * every required field is mapped on every branch (a value sent only `when` something holds needs an `otherwise`), a
 * switch's cases each fit the schema, and each answer the mapping reads is a draft value of the flow.
 */
export const checkSubmission: Check = (ctx) => {
  const errors: DefinitionError[] = [];
  const schemas = schemasOf(ctx.options.rootDir);
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    let current = schema;
    for (let i = 0; current?.$ref && i < 20; i++) current = schemas[String(current.$ref).replace('#/components/schemas/', '')];
    return current;
  };
  /** The schema's alternatives (oneOf), without the null branch; itself when it has none. */
  const branches = (schema: Schema | undefined): Schema[] => {
    const resolved = resolve(schema);
    if (!resolved?.oneOf) return resolved ? [resolved] : [];
    return (resolved.oneOf as Schema[]).map(resolve).filter((s): s is Schema => !!s && s.type !== 'null');
  };
  const nameOf = (schema: Schema | undefined) => (schema?.$ref ? String(schema.$ref).split('/').pop() : 'the request');

  for (const flow of ctx.definitions.flows) {
    const submission = (flow as { submission?: { request?: string; body?: Expression } }).submission;
    if (!submission) continue;
    const file = ctx.files.get(flow) ?? 'flows/?';
    const defaults = new Set(Object.keys((flow as { defaults?: object }).defaults ?? {}));
    const request = schemas[submission.request ?? ''];
    if (!request) {
      errors.push({ file, pointer: '/submission/request', message: `"${submission.request}" is not a schema of the contract` });
      continue;
    }
    const found: DefinitionError[] = [];
    walk(submission.body ?? {}, { $ref: `#/components/schemas/${submission.request}` }, '/submission/body', found);
    errors.push(...found.map((e) => ({ ...e, file })));

    function walk(expression: Expression, schema: Schema, pointer: string, out: DefinitionError[]): void {
      const add = (at: string, message: string): void => void out.push({ file, pointer: at, message });
      const kinds = KINDS.filter((kind) => kind in expression);
      if (kinds.length !== 1) {
        add(pointer, kinds.length ? `gives ${kinds.join(' and ')}: a value has exactly one of them` : `gives no value (one of ${KINDS.join(', ')})`);
        return;
      }
      const answer = expression.answer ?? expression.each ?? expression.switch ?? expression.when?.notEmpty ?? expression.when?.answerIn?.answer;
      for (const read of [answer, ...(expression.fileIds ?? [])].filter((a): a is string => typeof a === 'string')) {
        if (!defaults.has(read.split('.')[0])) add(pointer, `answer "${read}" is not a draft value of this flow (its defaults)`);
      }
      const alternatives = branches(schema);
      if (expression.object) {
        const fits = alternatives.filter((alt) => alt.type === 'object' || alt.properties);
        const target = fits[0];
        if (!target) return add(pointer, `${nameOf(schema)} is not an object in the contract`);
        const properties = (target.properties ?? {}) as Record<string, Schema>;
        for (const [key, child] of Object.entries(expression.object as Record<string, Expression>)) {
          const at = pointerJoin(pointerJoin(pointer, 'object'), key);
          if (!(key in properties)) add(at, `"${key}" is not a field of ${nameOf(schema)} in the contract`);
          else walk(child, properties[key], at, out);
        }
        for (const required of (target.required ?? []) as string[]) {
          const child = (expression.object as Record<string, Expression>)[required];
          if (!child) add(pointer, `the contract's required field "${required}" of ${nameOf(schema)} is not mapped`);
          else if (child.when && !('otherwise' in child)) add(pointerJoin(pointerJoin(pointer, 'object'), required), `the required field "${required}" is not sent when its condition does not hold: give it an otherwise`);
        }
      } else if (expression.each || expression.list) {
        const array = alternatives.find((alt) => alt.type === 'array');
        if (!array) return add(pointer, `${nameOf(schema)} is not a list in the contract`);
        if (expression.each) walk(expression.map ?? {}, array.items ?? {}, pointerJoin(pointer, 'map'), out);
        else (expression.list as Expression[]).forEach((child, i) => walk(child, array.items ?? {}, pointerJoin(pointerJoin(pointer, 'list'), i), out));
      } else if (expression.switch) {
        // Each case fits one alternative of the schema (e.g. one reward method of the contract's oneOf).
        for (const [value, child] of Object.entries(expression.cases ?? {}) as Array<[string, Expression]>) {
          const at = pointerJoin(pointerJoin(pointer, 'cases'), value);
          const attempts = alternatives.map((alt) => {
            const tried: DefinitionError[] = [];
            walk(child, alt, at, tried);
            return tried;
          });
          if (!attempts.some((tried) => tried.length === 0)) out.push(...(attempts.sort((a, b) => a.length - b.length)[0] ?? [{ file, pointer: at, message: 'fits no alternative of the contract' }]));
        }
      } else if ('const' in expression) {
        const value = expression.const;
        const fits = alternatives.length === 0 || (value === null && resolve(schema)?.oneOf?.some((s: Schema) => s.type === 'null')) ||
          alternatives.some((alt) => (alt.const === undefined || alt.const === value) && (!alt.enum || alt.enum.includes(value)) && typeAllows(alt.type, value));
        if (!fits) add(pointer, `${JSON.stringify(value)} is not a value of ${nameOf(schema)} in the contract`);
      }
    }
  }
  return errors;
};

/** Whether a schema `type` (a name or a list of names) takes the value. */
function typeAllows(type: unknown, value: unknown): boolean {
  if (type === undefined) return true;
  const types = Array.isArray(type) ? type : [type];
  const actual = typeOf(value);
  return types.includes(actual) || (actual === 'integer' && types.includes('number'));
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}
