import { diffWords } from 'diff';
import { create, type Delta } from 'jsondiffpatch';
import type { PackageSnapshot } from '../../versions/package-snapshot';
import { catalogueChanges } from '../../../core/catalogue/catalogueChanges';
import type { Catalogue } from '../../../core/generated/definitions';
import { customerMessagesOf, messageAliases } from '../../../core/messages/customerMessages';
import { placeOf } from './review-place';
import { carefulReasonOf, rankOf } from './review-risk';

/** One difference between two versions, where a manager knows it and where the file has it. */
export interface ReviewChange {
  /** What kind of thing changed: wording, a setting, a step's structure, the catalogue … */
  area: 'wording' | 'settings' | 'locales' | 'flags' | 'flow' | 'step' | 'page' | 'layout' | 'validation' | 'catalogue' | 'image';
  op: 'added' | 'removed' | 'changed' | 'moved';
  /** Where, in a manager's words ("Step purchase-details › block 3 (ImeiTable imei) › label", "Wording en-GB › homeTitle"). */
  where: string;
  file: string;
  pointer: string;
  before?: unknown;
  after?: unknown;
  /** A moved array item: its position before and after (1-based). */
  moved?: { from: number; to: number };
  /** A changed text: its words, unchanged, removed or added. */
  words?: Array<{ text: string; added?: true; removed?: true }>;
  /** Set when the change widens what customers' browsers load or where customers or their data go, or who qualifies. */
  careful?: string;
}

export interface Review {
  changes: ReviewChange[];
  /** How many changes ask to be checked carefully. */
  careful: number;
  /** What changes, one line each in a manager's words ("Added product Aurora One 256GB, 2 IMEI ranges"). */
  summary: string[];
}

const differ = create({
  // Steps, blocks, fields, products: matched by what names them, so a move reads as a move, not a removal and an addition.
  objectHash: (item: object, index?: number) => {
    const named = item as Record<string, unknown>;
    for (const key of ['id', 'name', 'key', 'alias', 'tac', 'code', 'value', 'answer']) if (typeof named[key] === 'string' || typeof named[key] === 'number') return `${key}:${String(named[key])}`;
    return `$index:${index ?? 0}`;
  },
  // Texts are compared word by word below: without a text-diff library jsondiffpatch answers [before, after] for them.
  arrays: { detectMove: true, includeValueOnMove: false },
});

const isImage = (file: string) => file.startsWith('images/');
const escapeToken = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function areaOf(file: string): ReviewChange['area'] {
  if (file.startsWith('content/')) return 'wording';
  if (file.startsWith('steps/')) return 'step';
  if (file.startsWith('pages/')) return 'page';
  if (file.startsWith('flows/')) return 'flow';
  if (file.startsWith('validation/')) return 'validation';
  if (file === 'catalogue.json') return 'catalogue';
  if (file === 'layout.json') return 'layout';
  if (isImage(file)) return 'image';
  return 'settings';
}

/** The finer area of a promotion.json change: its locales and flags are decided apart from its other settings. */
function promotionAreaOf(pointer: string): ReviewChange['area'] {
  if (pointer.startsWith('/locales')) return 'locales';
  if (pointer.startsWith('/flags') || pointer.startsWith('/switchableFlags')) return 'flags';
  return 'settings';
}

/** Flattens a jsondiffpatch delta into changes at JSON pointers. */
function collect(delta: Delta, pointer: string, push: (change: Pick<ReviewChange, 'op' | 'pointer' | 'before' | 'after' | 'moved'>) => void): void {
  if (Array.isArray(delta)) {
    if (delta.length === 1) push({ op: 'added', pointer, after: delta[0] });
    else if (delta.length === 2) push({ op: 'changed', pointer, before: delta[0], after: delta[1] });
    else if (delta[2] === 0) push({ op: 'removed', pointer, before: delta[0] });
    return;
  }
  if (!delta || typeof delta !== 'object') return;
  const entries = Object.entries(delta as Record<string, Delta>);
  if ((delta as { _t?: string })._t === 'a') {
    for (const [key, child] of entries) {
      if (key === '_t') continue;
      if (key.startsWith('_')) {
        const from = Number(key.slice(1));
        const step = child as unknown as unknown[];
        if (step[2] === 3) push({ op: 'moved', pointer: `${pointer}/${step[1] as number}`, moved: { from: from + 1, to: (step[1] as number) + 1 } });
        else if (step[2] === 0) push({ op: 'removed', pointer: `${pointer}/${from}`, before: step[0] });
      } else collect(child, `${pointer}/${key}`, push);
    }
    return;
  }
  for (const [key, child] of entries) collect(child, `${pointer}/${escapeToken(key)}`, push);
}

/**
 * Every difference between two versions of a package, as a publisher reviews it before it goes live: wording per alias
 * and locale with the changed words marked; settings, flags, locales, flows (step order), steps, pages, blocks,
 * fields, validation, catalogue and images, each with where, before and after. What widens what customers' browsers
 * load or where customers or their data go, and what changes who qualifies, is marked careful with a plain reason and
 * listed first.
 */
export function reviewOf(from: PackageSnapshot | undefined, to: PackageSnapshot): Review {
  const before = from?.files ?? {};
  const after = to.files;
  const changes: ReviewChange[] = [];
  const inMessages = messagesUsing(after['promotion.json'] ?? before['promotion.json']);
  for (const file of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    const a = before[file];
    const b = after[file];
    if (isImage(file)) {
      const same = JSON.stringify(a) === JSON.stringify(b);
      if (!same) changes.push({ area: 'image', op: a === undefined ? 'added' : b === undefined ? 'removed' : 'changed', where: `Image ${file.slice('images/'.length)}`, file, pointer: '' });
      continue;
    }
    const delta = a === undefined ? [b] : b === undefined ? [a, 0, 0] : differ.diff(a, b);
    if (!delta) continue;
    collect(delta as Delta, '', (found) => {
      const area = file === 'promotion.json' ? promotionAreaOf(found.pointer) : areaOf(file);
      const used = file.startsWith('content/') ? inMessages.get(found.pointer.split('/')[1]?.replace(/~1/g, '/').replace(/~0/g, '~') ?? '') : undefined;
      const change: ReviewChange = { area, where: `${placeOf(file, found.pointer, b ?? a)}${used ? ` (customers' message ${used.join(', ')})` : ''}`, file, ...found };
      if (typeof found.before === 'string' && typeof found.after === 'string') change.words = wordsOf(found.before, found.after);
      const careful = carefulReasonOf(change);
      if (careful) change.careful = careful;
      changes.push(change);
    });
  }
  changes.sort((x, y) => rankOf(x) - rankOf(y));
  const summary = catalogueChanges(before['catalogue.json'] as Partial<Catalogue> | undefined, after['catalogue.json'] as Partial<Catalogue> | undefined);
  return { changes, careful: changes.filter((c) => c.careful).length, summary };
}

/** Alias -> the customers' messages whose wording it is (`claimReceived: subject`): their texts are reviewed as wording. */
function messagesUsing(promotion: unknown): Map<string, string[]> {
  const using = new Map<string, string[]>();
  for (const [id, message] of Object.entries(customerMessagesOf(promotion)))
    for (const { slot, alias } of messageAliases(message)) using.set(alias, [...(using.get(alias) ?? []), `${id}: ${slot}`]);
  return using;
}

function wordsOf(before: string, after: string): ReviewChange['words'] {
  return diffWords(before, after).map((part) => ({ text: part.value, ...(part.added ? { added: true as const } : {}), ...(part.removed ? { removed: true as const } : {}) }));
}
