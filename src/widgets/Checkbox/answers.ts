import type { AnswerMaker } from '../../engine/contract';

/** Ticked first (a confirmation must be); unticked is walked only where a condition looks at the box. */
const checkboxAnswers: AnswerMaker = () => ({ answers: [{ label: 'ticked', value: true }, { label: 'not ticked', value: false }] });

export default checkboxAnswers;
