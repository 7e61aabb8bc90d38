import type { Block, FormValues, SiteEnvironment } from '../contract';
import { conditionHolds } from '../conditions';
import type { FoundByServer } from '../inlinedStatus';
import { addressLabel, addressItemsOf, addressPatch } from '../../rules/addressPatch';
import { setPath } from '../paths';
import type { PostedFields } from './postedAnswers';

/**
 * A lookup widget without scripts (manifest `noScript: 'lookup'`, e.g. AddressLookup): its Find button posts
 * `action` = find:<name>, and the server asks the block's data source (its props' `source`) for the text typed; the
 * step shows again with the results as radios named found:<name>, valued by their index. Its Use button
 * (pick:<name>), or Continue with a result chosen, fills the paths its props' `fields` name as the widget does.
 */
export interface LookupProps {
  source: string;
  fields: Readonly<Record<string, string>>;
  keepAsIs?: readonly string[];
}

export const foundFieldOf = (name: string) => `found:${name}`;

/** The widget whose Find button the post pressed (`action` find:<name>). */
export function findAskedOf(posted: PostedFields): string | undefined {
  return /^find:([A-Za-z0-9_.]+)$/.exec(posted.action ?? '')?.[1];
}

/** The widget whose Use button the post pressed (`action` pick:<name>). */
export function pickAskedOf(posted: PostedFields): string | undefined {
  return /^pick:([A-Za-z0-9_.]+)$/.exec(posted.action ?? '')?.[1];
}

/** What the source answered, as the widget shows it (address items; anything else is dropped). */
export const foundOf = (answer: unknown): FoundByServer => addressItemsOf(answer);

/**
 * The draft with the result chosen among those found filled in (the fields and the search text, as the widget does
 * on a choice); undefined when none of them is chosen.
 */
export function pickedLookup(block: Block, found: FoundByServer | undefined, posted: PostedFields, values: FormValues): FormValues | undefined {
  const chosen = posted[foundFieldOf(block.name!)];
  if (!Array.isArray(found) || chosen === undefined || !/^\d+$/.test(chosen)) return undefined;
  const item = found[Number(chosen)];
  if (!item) return undefined;
  const props = block.props as unknown as LookupProps;
  let picked = setPath(values, block.name!, addressLabel(item));
  for (const [path, value] of Object.entries(addressPatch(item, props.fields, props.keepAsIs))) picked = setPath(picked, path, value);
  return picked;
}

/** The blocks of a step shown with these answers (their conditions hold), nested ones included, in page order. */
export function shownBlocksOf(blocks: readonly Block[] | undefined, env: SiteEnvironment, values: FormValues): Block[] {
  return (blocks ?? []).filter((block) => conditionHolds(block.visibleWhen, env, values)).flatMap((block) => [block, ...shownBlocksOf(block.blocks, env, values)]);
}
