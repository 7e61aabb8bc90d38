import type { MouseEvent, ReactNode } from 'react';
import type { WidgetProps } from '../../engine/contract';

interface PageLinkProps {
  to: string;
  hrefOf: WidgetProps['hrefOf'];
  navigate: WidgetProps['navigate'];
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page' | 'true';
}

/**
 * A real <a href> (works without JS, in new tabs, for crawlers) that navigates client-side on a plain click.
 * It goes through the engine's navigate() rather than react-router's Link so the engine alone decides how
 * page ids map to URLs (site path / basename).
 */
export function PageLink({ to, hrefOf, navigate, children, ...rest }: PageLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={hrefOf(to)} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
