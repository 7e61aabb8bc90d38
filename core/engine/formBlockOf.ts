import type { Block } from './contract';

/** A page's `Form` block by id, anywhere in its blocks (a my-claim form sits inside its status panel). */
export function formBlockOf(blocks: readonly Block[] | undefined, id: string): Block | undefined {
  for (const block of blocks ?? []) {
    if (block.type === 'Form' && block.id === id) return block;
    const inner = formBlockOf(block.blocks, id);
    if (inner) return inner;
  }
  return undefined;
}
