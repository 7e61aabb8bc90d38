import type { AnswerMaker, PropsOf } from '../../engine/contract';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** A short message within the field's limit. */
const textareaAnswers: AnswerMaker<Props> = ({ props }) => {
  const message = 'A message written by the journey simulation.';
  return { answers: [{ label: 'message', value: props.maxLength ? message.slice(0, props.maxLength) : message }] };
};

export default textareaAnswers;
