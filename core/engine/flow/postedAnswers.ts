import type { Block, FormValues, SiteEnvironment } from '../contract';
import type { WidgetManifest } from '../../manifests/manifest';
import { conditionHolds } from '../conditions';
import { getPath, setPath } from '../paths';
import { parseTyped } from '../../rules/typedDates';
import { withJoinedBoxes } from './postedBoxes';

/** A form's fields as posted (application/x-www-form-urlencoded or multipart): a name's last value. */
export type PostedFields = Readonly<Record<string, string | undefined>>;

/** A file chosen in a form posted without scripts, as a file widget stores it (its bytes kept by `key` until uploaded). */
export interface PostedFile {
  key: string;
  name: string;
  size: number;
  type: string;
}

/**
 * The answers a step's form posted without scripts, written into the draft: each block shown (as its conditions
 * hold for the draft with the answers read so far, in page order) reads its field as its manifest's `noScript` says,
 * as the widget would have stored it. Blocks that are not shown keep their answers; a widget that cannot be answered
 * without scripts (no `noScript`) keeps its answer too (the checker reports it).
 */
export function postedAnswers(
  blocks: readonly Block[] | undefined,
  posted: PostedFields,
  draft: FormValues,
  env: SiteEnvironment,
  manifestOf: (type: string) => WidgetManifest | undefined,
  files: Readonly<Record<string, readonly PostedFile[]>> = {},
): FormValues {
  let values = draft;
  posted = withJoinedBoxes(posted);
  const read = (list: readonly Block[] | undefined) => {
    for (const block of list ?? []) {
      if (!conditionHolds(block.visibleWhen, env, values)) continue;
      const manifest = manifestOf(block.type);
      if (block.name && manifest?.noScript) {
        const answer = answerOf(manifest, block, posted, env, getPath(values, block.name), files);
        if (answer.given) values = setPath(values, block.name, answer.value);
      }
      read(block.blocks);
    }
  };
  read(blocks);
  return values;
}

function answerOf(
  manifest: WidgetManifest,
  block: Block,
  all: PostedFields,
  env: SiteEnvironment,
  before: unknown,
  files: Readonly<Record<string, readonly PostedFile[]>>,
): { given: boolean; value?: unknown } {
  const posted = all[block.name!];
  switch (manifest.noScript) {
    case 'text':
    case 'lookup':
      // A field the form did not show (a condition held only once this post was read) keeps its answer.
      return { given: posted !== undefined, value: posted };
    case 'checkbox':
      return { given: true, value: posted === 'true' };
    case 'choice':
      return { given: true, value: choiceOf(posted, manifest) };
    case 'date': {
      const typed = (posted ?? '').trim();
      return {
        given: true,
        value: typed === '' ? null : (parseTyped(typed, env.dateFormat) ?? typed),
      };
    }
    case 'phone':
      // As the widget stores an entry its phone library has not read yet: the step's phone check reads it.
      return {
        given: true,
        value: samePhoneInput(before, posted ?? '')
          ? before
          : {
              input: posted ?? '',
              international: '',
              iso2: '',
              regionCode: '',
              display: (posted ?? '').trim(),
            },
      };
    case 'files': {
      // Added to those chosen before (a widget that takes one file has the new one replace them).
      const chosen = files[block.name!] ?? [];
      const kept = Array.isArray(before) ? before : [];
      const multiple = (block.props as { multiple?: boolean } | undefined)?.multiple !== false;
      return {
        given: chosen.length > 0,
        value: multiple ? [...kept, ...chosen] : chosen.slice(0, 1),
      };
    }
    case 'fields':
      return { given: Boolean(before) && typeof before === 'object', value: rowOf(before, block.name!, all) };
    case 'rows':
      return {
        given: Array.isArray(before),
        value: Array.isArray(before) ? before.map((item, index) => rowOf(item, `${block.name}.${index}`, all)) : before,
      };
    case 'env': {
      const from = (block.props as { from?: keyof SiteEnvironment } | undefined)?.from;
      return from ? { given: true, value: env[from] } : { given: false };
    }
    default:
      return { given: false };
  }
}

/** An option's value as the widget stores it: null for none chosen, a number where the value may be one. */
function choiceOf(posted: string | undefined, manifest: WidgetManifest): unknown {
  if (posted === undefined || posted === '') return null;
  const types = [(manifest.value as { type?: string | string[] } | undefined)?.type ?? []].flat();
  const numeric = (types.includes('number') || types.includes('integer')) && /^-?\d+(\.\d+)?$/.test(posted);
  return numeric ? Number(posted) : posted;
}

/** A phone already read (by the phone check) and posted unchanged keeps what was read from it. */
const samePhoneInput = (before: unknown, input: string) => typeof before === 'object' && before !== null && (before as { input?: unknown }).input === input;

/** One row of a 'rows' answer: each of its fields posted under `<row>.<field>` (an empty choice is none: null). */
function rowOf(item: unknown, row: string, posted: PostedFields): unknown {
  if (!item || typeof item !== 'object') return item;
  const read: Record<string, unknown> = {
    ...(item as Record<string, unknown>),
  };
  for (const [field, value] of Object.entries(read)) {
    const given = posted[`${row}.${field}`];
    if (given === undefined) continue;
    read[field] = given === '' && (value === null || typeof value === 'number') ? null : given;
  }
  return read;
}

/**
 * What a widget's button of a form posted without scripts asks (`action`): add-row:<name>, remove-row:<name>:<index>,
 * reveal:<name> (the widget's further fields: the step again with ?enter=<name>) or choose:<name>:<value>.
 */
export type RowAction = { add: string } | { remove: string; index: number };

/** The choice a widget's button posted (`action` choose:<name>:<value>), made at once. */
export function choiceAskedOf(posted: PostedFields): { name: string; value: string } | undefined {
  const match = /^choose:([A-Za-z0-9_.]+):(.+)$/.exec(posted.action ?? '');
  return match ? { name: match[1], value: match[2] } : undefined;
}

/** The widget whose further fields a post asked to see (`action` reveal:<name>). */
export function revealAskedOf(posted: PostedFields): string | undefined {
  return /^reveal:([A-Za-z0-9_.]+)$/.exec(posted.action ?? '')?.[1];
}

export function rowActionOf(posted: PostedFields): RowAction | undefined {
  const action = posted.action ?? '';
  const add = /^add-row:([A-Za-z0-9_.]+)$/.exec(action);
  if (add) return { add: add[1] };
  const remove = /^remove-row:([A-Za-z0-9_.]+):(\d+)$/.exec(action);
  return remove ? { remove: remove[1], index: Number(remove[2]) } : undefined;
}

/**
 * The draft after a row button: a row added (as the flow's default first row, with a new id) or removed (a widget
 * that must keep one row offers no button to remove the last).
 */
export function applyRowAction(action: RowAction, values: FormValues, defaults: FormValues, newId: () => string): { values: FormValues } {
  const name = 'add' in action ? action.add : action.remove;
  const rows = Array.isArray(getPath(values, name)) ? (getPath(values, name) as unknown[]) : [];
  if ('add' in action) {
    const template = (getPath(defaults, name) as unknown[] | undefined)?.[0];
    const row = template && typeof template === 'object' ? { ...structuredClone(template), id: newId() } : null;
    return { values: setPath(values, name, [...rows, row]) };
  }
  return {
    values: setPath(
      values,
      name,
      rows.filter((_, index) => index !== action.index),
    ),
  };
}
