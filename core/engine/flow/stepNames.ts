import type { Block, Step } from '../siteDefinitions';
import type { BoundField } from '../../validation/defaultMessages';

/** Blocks of a tree, depth first. */
export function blocksOf(blocks: readonly Block[] | undefined, into: Block[] = []): Block[] {
  for (const block of blocks ?? []) {
    into.push(block);
    blocksOf(block.blocks, into);
  }
  return into;
}

/** Top-level draft names a step's blocks bind ("items.0.productId" → "items"). */
export function namesBoundBy(step: Step | undefined): string[] {
  return [...new Set(blocksOf(step?.blocks).flatMap((block) => (block.name ? [block.name.split('.')[0]] : [])))];
}

/** The fields a step's blocks bind, in order, with their label alias (survey prompts). */
export function fieldsOf(step: Step): Array<{ name: string; labelAlias?: string }> {
  return blocksOf(step.blocks).flatMap((block) => (block.name ? [{ name: block.name, labelAlias: block.text?.label ?? block.text?.legend }] : []));
}

/** The fields a block tree binds with their widget type and wording (their default validation messages). */
export function boundFieldsOf(blocks: readonly Block[] | undefined): BoundField[] {
  return blocksOf(blocks).flatMap((block) => (block.name ? [{ name: block.name, type: block.type, text: block.text }] : []));
}
