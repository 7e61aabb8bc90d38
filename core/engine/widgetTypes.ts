import type { Block } from '../generated/definitions';

/** Every widget type a block tree uses, to download them together before rendering. */
export function widgetTypesOf(blocks: readonly Block[] | undefined, into = new Set<string>()): Set<string> {
  for (const block of blocks ?? []) {
    into.add(block.type);
    widgetTypesOf(block.blocks, into);
  }
  return into;
}
