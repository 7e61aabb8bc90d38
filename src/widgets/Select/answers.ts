import type { AnswerMaker } from '../../engine/contract';
import { MAX_OPTIONS, optionsOf, type SelectProps } from './options';

/** Every choice the drop-down offers (its source, its options or its wording lines). */
const selectAnswers: AnswerMaker<SelectProps> = (ctx) => ({
  answers: optionsOf(ctx).slice(0, MAX_OPTIONS).map((option) => ({ label: String(option.value), value: option.value })),
});

export default selectAnswers;
