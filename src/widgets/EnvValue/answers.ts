import type { AnswerMaker, SiteEnvironment } from '../../engine/contract';

/** The locale fact the widget copies, as its effect would. */
const envValueAnswers: AnswerMaker<{ from: keyof Pick<SiteEnvironment, 'country' | 'locale' | 'currency'> }> = ({ props, env }) => ({
  answers: [{ label: String(env[props.from]), value: env[props.from] }],
});

export default envValueAnswers;
