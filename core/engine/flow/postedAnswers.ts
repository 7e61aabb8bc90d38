import type { Block, FormValues, SiteEnvironment } from '../contract';
import type { WidgetManifest } from '../../manifests/manifest';
import { conditionHolds } from '../conditions';
import { getPath, setPath } from '../paths';
import { parseTyped } from '../../rules/typedDates';

/** A form's fields as posted (application/x-www-form-urlencoded or multipart): a name's last value. */
export type PostedFields = Readonly<Record<string, string | undefined>>;

/**
 * The answers a step's form posted without scripts, written into the draft: each block shown (as its conditions
 * hold for the draft with the answers read so far, in page order) reads its field as its manifest's `noScript` says,
 * as the widget would have stored it. Blocks that are not shown keep their answers; a widget that cannot be answered
 * without scripts (no `noScript`) keeps its answer too (the checker reports it).
 */
export function postedAnswers(blocks: readonly Block[] | undefined, posted: PostedFields, draft: FormValues, env: SiteEnvironment, manifestOf: (type: string) => WidgetManifest | undefined): FormValues {
  let values = draft;
  const read = (list: readonly Block[] | undefined) => {
    for (const block of list ?? []) {
      if (!conditionHolds(block.visibleWhen, env, values)) continue;
      const manifest = manifestOf(block.type);
      if (block.name && manifest?.noScript) {
        const answer = answerOf(manifest, block, posted[block.name], env, getPath(values, block.name));
        if (answer.given) values = setPath(values, block.name, answer.value);
      }
      read(block.blocks);
    }
  };
  read(blocks);
  return values;
}

function answerOf(manifest: WidgetManifest, block: Block, posted: string | undefined, env: SiteEnvironment, before: unknown): { given: boolean; value?: unknown } {
  switch (manifest.noScript) {
    case 'text':
      return { given: true, value: posted ?? '' };
    case 'checkbox':
      return { given: true, value: posted === 'true' };
    case 'choice':
      return { given: true, value: choiceOf(posted, manifest) };
    case 'date': {
      const typed = (posted ?? '').trim();
      return { given: true, value: typed === '' ? null : (parseTyped(typed, env.dateFormat) ?? typed) };
    }
    case 'phone':
      // As the widget stores an entry its phone library has not read yet: the step's phone check reads it.
      return { given: true, value: samePhoneInput(before, posted ?? '') ? before : { input: posted ?? '', international: '', iso2: '', regionCode: '', display: (posted ?? '').trim() } };
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
