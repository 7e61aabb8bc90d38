import type { Block } from '../generated/definitions';
import type { SiteEnvironment } from './contract';
import { mayHoldIn } from './conditions';

/** Every widget type a block tree uses, to download them together before rendering. */
export function widgetTypesOf(blocks: readonly Block[] | undefined, into = new Set<string>()): Set<string> {
  return typesOfBlocks(blocks, () => true, into);
}

/**
 * The widget types a block tree can show in this environment: not those of blocks its flags or country hide (a bank
 * form where bank transfer is switched off), which a screen then neither downloads nor preloads. Switched on later
 * (a published flag), such a block's widget loads when it first shows.
 */
export function widgetTypesShownIn(blocks: readonly Block[] | undefined, env: Pick<SiteEnvironment, 'flags' | 'country'>, into = new Set<string>()): Set<string> {
  return typesOfBlocks(blocks, (block) => mayHoldIn(block.visibleWhen, env), into);
}

function typesOfBlocks(blocks: readonly Block[] | undefined, kept: (block: Block) => boolean, into: Set<string>): Set<string> {
  for (const block of blocks ?? []) {
    if (!kept(block)) continue;
    into.add(block.type);
    typesOfBlocks(block.blocks, kept, into);
  }
  return into;
}
