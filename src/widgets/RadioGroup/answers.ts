import type { AnswerMaker } from '../../engine/contract';
import { availableOptions, listedOptions, type RadioGroupOptions } from './availableOptions';

/** Every option the journey's flags offer, in the page's order. */
const radioGroupAnswers: AnswerMaker<RadioGroupOptions> = ({ props, env, text }) => ({
  answers: availableOptions(listedOptions(props, text), props.optionFlags, env).map((value) => ({ label: value, value })),
});

export default radioGroupAnswers;
