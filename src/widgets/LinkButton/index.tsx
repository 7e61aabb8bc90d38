import type { PropsOf, WidgetProps } from '../../engine/contract';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** A link that looks like a button (a call to action such as "Claim now"); it navigates, so it stays a link. */
export default function LinkButton({ text, props, hrefOf, Link }: WidgetProps<Props>) {
  const className = props.variant === 'secondary' ? 'button button--secondary' : 'button';
  return (
    <Link to={hrefOf(props.to)} className={className}>
      {text('label')}
    </Link>
  );
}
