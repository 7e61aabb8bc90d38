import type { AnswerMaker, PropsOf } from '../../engine/contract';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** The locale fact the widget copies, as its effect would. */
const envValueAnswers: AnswerMaker<Props> = ({ props, env }) => ({
  answers: [{ label: String(env[props.from]), value: env[props.from] }],
});

export default envValueAnswers;
