import type { WidgetProps } from '../../engine/contract';
import { PageLink } from '../_shared/PageLink';

interface LinkButtonProps {
  to: string;
  variant?: 'primary' | 'secondary';
}

/** A link that looks like a button (a call to action such as "Claim now"); it navigates, so it stays a link. */
export default function LinkButton({ text, props, hrefOf, navigate }: WidgetProps<LinkButtonProps>) {
  const className = props.variant === 'secondary' ? 'button button--secondary' : 'button';
  return (
    <PageLink to={props.to} hrefOf={hrefOf} navigate={navigate} className={className}>
      {text('label')}
    </PageLink>
  );
}
