import type { AnswerMaker, PropsOf } from '../../engine/contract';
import { MAX_OPTIONS, optionsOf } from './options';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** Every choice the drop-down offers (its source, its options or its wording lines). */
const selectAnswers: AnswerMaker<Props> = (ctx) => ({
  answers: optionsOf(ctx).slice(0, MAX_OPTIONS).map((option) => ({ label: String(option.value), value: option.value })),
});

export default selectAnswers;
