import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Check } from './context';
import { theContract } from './contract';
import { pointerJoin } from '../../definitions/pointer';
import type { DefinitionError } from '../../definitions/types';

type Schema = Record<string, any>;
type Expression = Record<string, any>;

const KINDS = ['const', 'answer', 'item', 'env', 'visitorId', 'text', 'object', 'each', 'list', 'switch', 'fileIds'];
const REF = '#/components/schemas/';

/** The contract's schemas (openapi/promotion-api.yaml components.schemas). */
const schemasOf = (): Record<string, Schema> => (theContract().components?.schemas ?? {}) as Record<string, Schema>;

/** Whether the contract takes `value` where `schema` stands (ajv; the contract's schemas beside it for its refs). */
const validators = new WeakMap<Record<string, Schema>, InstanceType<typeof Ajv2020>>();
function takes(schemas: Record<string, Schema>, schema: Schema, value: unknown): boolean {
  let ajv = validators.get(schemas);
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, logger: false });
    addFormats(ajv);
    validators.set(schemas, ajv);
  }
  return ajv.validate({ ...schema, components: { schemas } }, value) as boolean;
}

/** The settings a mapping may read: promotion.json `settings` and every locale's own `settings`. */
function settingNames(promotion: unknown): Set<string> {
  const config = (promotion ?? {}) as { settings?: object; locales?: Record<string, { settings?: object }> };
  return new Set([config.settings, ...Object.values(config.locales ?? {}).map((locale) => locale.settings)].flatMap((s) => Object.keys(s ?? {})));
}

/**
 * A flow's submission mapping fits the contract: each mapped key is a field of the request schema (components.schemas),
 * every required field is mapped on every branch (a value sent only `when` something holds needs an `otherwise`), a
 * switch's cases each fit one alternative of the schema (picked by a discriminating const such as a reward method's
 * `method`), a const or otherwise is a value the contract takes, each answer the mapping reads is a draft value of the
 * flow, and each setting it reads is a setting of the package.
 */
export const checkSubmission: Check = (ctx) => {
  const errors: DefinitionError[] = [];
  const schemas = schemasOf();
  const settings = settingNames(ctx.definitions.promotion);
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    let current = schema;
    for (let i = 0; current?.$ref && i < 20; i++) current = schemas[String(current.$ref).replace(REF, '')];
    return current;
  };
  /** The schema's alternatives (oneOf) as written (refs kept, for their names), without the null branch; itself when it has none. */
  const members = (schema: Schema | undefined): Schema[] => {
    const resolved = resolve(schema);
    if (!resolved?.oneOf) return schema && resolved ? [schema] : [];
    return (resolved.oneOf as Schema[]).filter((s) => resolve(s) && resolve(s)?.type !== 'null');
  };
  const branches = (schema: Schema | undefined): Schema[] => members(schema).map((s) => resolve(s) as Schema);
  /** The contract's name of a schema (its ref), or where it stands (`ClaimPurchaseItem.price_paid`). */
  const label = (schema: Schema | undefined, where: string) => (schema?.$ref ? String(schema.$ref).split('/').pop() ?? where : where);

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
    walk(submission.body ?? {}, { $ref: `${REF}${submission.request}` }, '/submission/body', found, String(submission.request));
    errors.push(...found);

    function walk(expression: Expression, schema: Schema, pointer: string, out: DefinitionError[], where: string): void {
      const add = (at: string, message: string): void => void out.push({ file, pointer: at, message });
      const kinds = KINDS.filter((kind) => kind in expression);
      if (kinds.length !== 1) {
        add(pointer, kinds.length ? `gives ${kinds.join(' and ')}: a value has exactly one of them` : `gives no value (one of ${KINDS.join(', ')})`);
        return;
      }
      const when = (expression.when ?? {}) as { values?: object; notEmpty?: string; answerIn?: { answer?: string; setting?: string } };
      const reads = [expression.answer, expression.each, expression.switch, ...(expression.fileIds ?? []), ...Object.keys(when.values ?? {}), when.notEmpty, when.answerIn?.answer];
      for (const read of reads.filter((a): a is string => typeof a === 'string')) {
        if (!defaults.has(read.split('.')[0])) add(pointer, `answer "${read}" is not a draft value of this flow (its defaults)`);
      }
      const setting = typeof expression.env === 'string' && expression.env.startsWith('settings.') ? expression.env.slice('settings.'.length) : undefined;
      for (const read of [setting, when.answerIn?.setting].filter((s): s is string => typeof s === 'string')) {
        if (!settings.has(read.split('.')[0])) add(pointer, `setting "${read}" is not a setting of the package (promotion.json settings or a locale's settings)`);
      }
      if ('otherwise' in expression && resolve(schema) && !takes(schemas, schema, expression.otherwise))
        add(pointerJoin(pointer, 'otherwise'), `${JSON.stringify(expression.otherwise)} is not a value of ${where} in the contract`);

      const alternatives = branches(schema);
      const name = label(schema, where);
      if (expression.object) {
        const target = alternatives.find((alt) => alt.type === 'object' || alt.properties);
        if (!target) return add(pointer, `${name} is not an object in the contract`);
        const properties = (target.properties ?? {}) as Record<string, Schema>;
        const object = expression.object as Record<string, Expression>;
        for (const [key, child] of Object.entries(object)) {
          const at = pointerJoin(pointerJoin(pointer, 'object'), key);
          if (!(key in properties)) add(at, `"${key}" is not a field of ${name} in the contract`);
          else walk(child, properties[key], at, out, `${name}.${key}`);
        }
        for (const required of (target.required ?? []) as string[]) {
          const child = object[required];
          if (!child) add(pointer, `the contract's required field "${required}" of ${name} is not mapped`);
          else if (child.when && !('otherwise' in child)) add(pointerJoin(pointerJoin(pointer, 'object'), required), `the required field "${required}" is not sent when its condition does not hold: give it an otherwise`);
        }
      } else if (expression.each || expression.list) {
        const array = alternatives.find((alt) => alt.type === 'array');
        if (!array) return add(pointer, `${name} is not a list in the contract`);
        const items = (array.items ?? {}) as Schema;
        const itemWhere = label(items, `${name}[]`);
        if (expression.each) walk(expression.map ?? {}, items, pointerJoin(pointer, 'map'), out, itemWhere);
        else (expression.list as Expression[]).forEach((child, i) => walk(child, items, pointerJoin(pointerJoin(pointer, 'list'), i), out, itemWhere));
      } else if (expression.switch) {
        const choices = members(schema);
        const discriminator = discriminatorOf(choices.map((choice) => resolve(choice) as Schema));
        for (const [value, child] of Object.entries(expression.cases ?? {}) as Array<[string, Expression]>) {
          const at = pointerJoin(pointerJoin(pointer, 'cases'), value);
          // A case naming its alternative (e.g. { method: { const: "paypal" } }) is checked against that one.
          const named = discriminator ? (child.object as Record<string, Expression> | undefined)?.[discriminator] : undefined;
          if (discriminator && named && 'const' in named) {
            const chosen = choices.find((choice) => resolve(choice)?.properties?.[discriminator]?.const === named.const);
            if (chosen) walk(child, chosen, at, out, label(chosen, name));
            else {
              const known = choices.map((choice) => JSON.stringify(resolve(choice)?.properties?.[discriminator]?.const)).join(', ');
              add(pointerJoin(pointerJoin(at, 'object'), discriminator), `${JSON.stringify(named.const)} is not the ${discriminator} of any alternative of ${name} in the contract (${known})`);
            }
            continue;
          }
          // Otherwise the case must fit one alternative; when none fits, the closest one's mistakes are reported.
          const attempts = choices.map((choice) => {
            const tried: DefinitionError[] = [];
            walk(child, choice, at, tried, label(choice, name));
            return tried;
          });
          if (!attempts.some((tried) => tried.length === 0)) out.push(...(attempts.sort((a, b) => a.length - b.length)[0] ?? [{ file, pointer: at, message: `fits no alternative of ${name} in the contract` }]));
        }
      } else if ('const' in expression) {
        if (resolve(schema) && !takes(schemas, schema, expression.const)) add(pointer, `${JSON.stringify(expression.const)} is not a value of ${where} in the contract`);
      }
    }
  }
  return errors;
};

/** A property that is a const in every alternative (the reward methods' `method`), when there is one. */
function discriminatorOf(alternatives: Schema[]): string | undefined {
  if (alternatives.length < 2) return undefined;
  const [first, ...rest] = alternatives;
  return Object.keys(first.properties ?? {}).find(
    (key) => first.properties[key]?.const !== undefined && rest.every((alt) => alt.properties?.[key]?.const !== undefined),
  );
}
