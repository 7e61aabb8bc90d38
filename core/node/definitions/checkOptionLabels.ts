import { documents, type Check } from './context';
import { pointerJoin } from '../../definitions/pointer';
import type { DefinitionError } from '../../definitions/types';
import { forEachBlockIn } from '../../definitions/walk';

/**
 * Every option a block offers (props.options of a radio group or select) has its label: a text slot
 * `option_<value>`, whose alias the alias check then finds in every locale. Blocks that take their options from a
 * wording list (props.listSlot / props.linesSlot) are left out.
 */
export const checkOptionLabels: Check = (ctx) => {
  const errors: DefinitionError[] = [];
  for (const { data, file } of documents(ctx)) {
    forEachBlockIn(data, (block, at) => {
      const props = (block.props ?? {}) as { options?: unknown; listSlot?: unknown; linesSlot?: unknown };
      if (!Array.isArray(props.options) || props.listSlot || props.linesSlot) return;
      const text = (block.text ?? {}) as Record<string, unknown>;
      props.options.forEach((option, i) => {
        if (typeof option === 'string' && typeof text[`option_${option}`] !== 'string')
          errors.push({ file, pointer: pointerJoin(pointerJoin(pointerJoin(at, 'props'), 'options'), i), message: `option "${option}" has no label: add the text slot "option_${option}"` });
      });
    });
  }
  return errors;
};
