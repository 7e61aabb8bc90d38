import type { PropsOf, WidgetProps } from '../../engine/contract';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** A plain text link in its own paragraph, e.g. "Already claimed? Track your claim". */
export default function TextLink({ text, props, hrefOf, Link }: WidgetProps<Props>) {
  return (
    <p className="body">
      <Link to={hrefOf(props.to)} className="link">
        {text('label')}
      </Link>
    </p>
  );
}
