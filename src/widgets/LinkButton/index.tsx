import type { WidgetProps } from '../../engine/contract';
import { Link } from 'react-router';

interface LinkButtonProps {
  to: string;
  variant?: 'primary' | 'secondary';
}

/** A link that looks like a button (a call to action such as "Claim now"); it navigates, so it stays a link. */
export default function LinkButton({ text, props, hrefOf }: WidgetProps<LinkButtonProps>) {
  const className = props.variant === 'secondary' ? 'button button--secondary' : 'button';
  return (
    <Link to={hrefOf(props.to)} className={className}>
      {text('label')}
    </Link>
  );
}
