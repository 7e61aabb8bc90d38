import type { AnswerMaker } from '../../engine/contract';

/** A short message within the field's limit. */
const textareaAnswers: AnswerMaker<{ maxLength?: number }> = ({ props }) => {
  const message = 'A message written by the journey simulation.';
  return { answers: [{ label: 'message', value: props.maxLength ? message.slice(0, props.maxLength) : message }] };
};

export default textareaAnswers;
