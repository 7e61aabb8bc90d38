import type { FormValues, SiteEnvironment } from '../contract';
import { conditionHolds } from '../conditions';
import { getPath } from '../paths';
import type { Condition, SubmissionCondition, SubmissionExpression } from '../../generated/definitions';

/** Named value formats a mapping may ask for (`format`); the action that submits passes them in. */
export type SubmissionFormats = Readonly<Record<string, (value: unknown, env: SiteEnvironment) => unknown>>;

export interface SubmissionInputs {
  values: Readonly<FormValues>;
  env: SiteEnvironment;
  visitorId: string | null;
  /** Wording by alias in the visitor's locale. */
  text: (alias: string) => string;
  formats: SubmissionFormats;
  /**
   * Told the path of every answer the body carries (read into it, or deciding what it holds: a `switch`, a `when`
   * that held): the journey simulation's exact count of what is sent. Absent on the site.
   */
  carried?: (path: string) => void;
}

/** The list element an `item` expression reads, and its path in the answers (`items.0`). */
interface Item {
  value: unknown;
  path: string;
}

/** Left out of its object or list: the expression's `when` did not hold and it has no `otherwise`. */
const OMIT = Symbol('omit');

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A request body from a flow's declarative submission mapping (docs/packages.md): the engine's one way of turning a
 * finished draft into what the contract's operation takes. Pure: no React, no DOM, no I/O.
 */
export function buildSubmission(body: SubmissionExpression, inputs: SubmissionInputs): unknown {
  const value = evaluate(body, inputs, undefined);
  return value === OMIT ? undefined : value;
}

function holds(when: SubmissionCondition | undefined, inputs: SubmissionInputs): boolean {
  if (!when) return true;
  const { answerIn, notEmpty, ...rest } = when;
  if (!conditionHolds(rest as Condition, inputs.env, inputs.values)) return false;
  if (notEmpty !== undefined && isEmpty(getPath(inputs.values, notEmpty))) return false;
  if (answerIn) {
    const list = getPath(inputs.env.settings, answerIn.setting);
    const answer = getPath(inputs.values, answerIn.answer);
    if (!Array.isArray(list) || answer === undefined || answer === null || !list.map(String).includes(String(answer))) return false;
  }
  // The answers the condition read decided what is sent (a company's name only for a business claim).
  if (inputs.carried) for (const path of [...Object.keys((rest as { values?: object }).values ?? {}), ...(notEmpty ? [notEmpty] : []), ...(answerIn ? [answerIn.answer] : [])]) inputs.carried(path);
  return true;
}

function evaluate(expression: SubmissionExpression, inputs: SubmissionInputs, item: Item | undefined): unknown {
  if (!holds(expression.when, inputs)) return 'otherwise' in expression ? expression.otherwise : OMIT;
  // What the visitor typed is trimmed; consts, the locale's facts and wording are sent as they are.
  const raw = valueOf(expression, inputs, item);
  const value = expression.answer !== undefined || expression.item !== undefined ? trim(raw) : raw;
  if (!expression.format) return value;
  const format = inputs.formats[expression.format];
  if (!format) throw new Error(`Unknown submission format "${expression.format}"`);
  return format(value, inputs.env);
}

function valueOf(expression: SubmissionExpression, inputs: SubmissionInputs, item: Item | undefined): unknown {
  if ('const' in expression) return expression.const;
  if (expression.answer !== undefined) {
    inputs.carried?.(expression.answer);
    return getPath(inputs.values, expression.answer);
  }
  if (expression.item !== undefined) {
    if (item) inputs.carried?.(`${item.path}.${expression.item}`);
    return getPath(item?.value as FormValues, expression.item);
  }
  if (expression.env !== undefined) {
    const [head, ...rest] = expression.env.split('.');
    return head === 'settings' ? getPath(inputs.env.settings, rest.join('.')) : inputs.env[head as keyof SiteEnvironment];
  }
  if (expression.visitorId) return inputs.visitorId;
  if (expression.text !== undefined) return inputs.text(expression.text);
  if (expression.object) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(expression.object)) {
      const value = evaluate(child, inputs, item);
      if (value !== OMIT) out[key] = value;
    }
    return out;
  }
  if (expression.each !== undefined) {
    const list = getPath(inputs.values, expression.each);
    const each = expression.each;
    return (Array.isArray(list) ? list : []).map((element, index) => evaluate(expression.map as SubmissionExpression, inputs, { value: element, path: `${each}.${index}` })).filter((v) => v !== OMIT);
  }
  if (expression.list) return expression.list.map((child) => evaluate(child, inputs, item)).filter((v) => v !== OMIT);
  if (expression.switch !== undefined) {
    inputs.carried?.(expression.switch);
    const key = String(getPath(inputs.values, expression.switch));
    const chosen = expression.cases?.[key];
    if (!chosen) throw new Error(`No case for ${expression.switch} = "${key}" in the submission mapping`);
    return evaluate(chosen, inputs, item);
  }
  if (expression.fileIds) {
    return expression.fileIds.flatMap((path) => {
      inputs.carried?.(path);
      const files = getPath(inputs.values, path);
      return Array.isArray(files) ? files.flatMap((file) => (typeof (file as { id?: unknown })?.id === 'string' ? [(file as { id: string }).id] : [])) : [];
    });
  }
  throw new Error(`A submission expression with nothing to give: ${JSON.stringify(expression)}`);
}
