import { useId } from 'react';
import type { PropsOf, WidgetProps } from '../../engine/contract';
import type manifest from './manifest';
import './howItWorks.css';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

const STEP_SLOTS = ['step1', 'step2', 'step3'];

/** The three-step summary on the home page, with a button to the full how-it-works page. */
export default function HowItWorks({ text, html, props, hrefOf, Link }: WidgetProps<Props>) {
  const titleId = useId();
  return (
    <section className="how-it-works" aria-labelledby={titleId}>
      <h2 className="heading-l" id={titleId}>
        {text('title')}
      </h2>
      <ol className="how-it-works__steps">
        {STEP_SLOTS.map((slot) => (
          <li className="how-it-works__step" key={slot}>
            {html(slot)}
          </li>
        ))}
      </ol>
      <Link to={hrefOf(props.to)} className="button button--secondary">
        {text('button')}
      </Link>
    </section>
  );
}
