import type { AnswerMaker, PropsOf } from '../../engine/contract';
import { availableOptions, listedOptions } from './availableOptions';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** Every option the journey's flags offer, in the page's order. */
const radioGroupAnswers: AnswerMaker<Props> = ({ props, env, text }) => ({
  answers: availableOptions(listedOptions(props, text), props.optionFlags, env).map((value) => ({ label: value, value })),
});

export default radioGroupAnswers;
