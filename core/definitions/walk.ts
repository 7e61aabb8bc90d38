import { pointerJoin } from './pointer';
import type { Block } from '../generated/definitions';

export type BlockVisitor = (block: Block, pointer: string) => void;

/** Visits every block of a block list, depth first, with its JSON pointer. */
export function forEachBlock(blocks: unknown, pointer: string, visit: BlockVisitor): void {
  if (!Array.isArray(blocks)) return;
  blocks.forEach((block, i) => {
    if (!block || typeof block !== 'object') return;
    const at = pointerJoin(pointer, i);
    visit(block as Block, at);
    forEachBlock((block as Block).blocks, pointerJoin(at, 'blocks'), visit);
  });
}

/** The block lists of a page, step or layout, with their pointers. */
export function blockLists(definition: Record<string, unknown>): Array<[unknown, string]> {
  return [
    [definition.blocks, '/blocks'],
    [definition.header, '/header'],
    [definition.footer, '/footer'],
  ];
}

/** Visits every block in a page, step or layout. */
export function forEachBlockIn(definition: Record<string, unknown>, visit: BlockVisitor): void {
  for (const [list, pointer] of blockLists(definition)) forEachBlock(list, pointer, visit);
}

/** Visits every value in a JSON tree with its pointer. */
export function walkJson(value: unknown, pointer: string, visit: (value: unknown, pointer: string) => void): void {
  visit(value, pointer);
  if (Array.isArray(value)) value.forEach((v, i) => walkJson(v, pointerJoin(pointer, i), visit));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) walkJson(v, pointerJoin(pointer, k), visit);
}
