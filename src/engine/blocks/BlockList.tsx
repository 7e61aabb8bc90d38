import type { Block } from '../../../core/engine/siteDefinitions';
import { BlockView } from './BlockView';

/** Renders blocks in order; pointer is the JSON pointer of the array (for dev diagnostics). */
export function BlockList({ blocks, pointer }: { blocks: readonly Block[] | undefined; pointer: string }) {
  if (!blocks) return null;
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={`${index}:${block.type}`} block={block} pointer={`${pointer}/${index}`} />
      ))}
    </>
  );
}
