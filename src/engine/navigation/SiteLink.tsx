import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation, useNavigate, useSiteHref, type NavigateOptions } from './siteRouter';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path below the site path ("/claim", "/claim/summary?return=x"), as WidgetProps.hrefOf gives it. */
  to: string;
  replace?: boolean;
}

/** A click the browser should handle itself: another tab or window, a download, or one already handled. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined, download: unknown): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (!!target && target !== '_self') || download !== undefined;
}

/**
 * A link to a screen of the site: a real `<a href>` (it works before the scripts, in a new tab, for a crawler), which
 * a plain click turns into a navigation inside the site. A link to the address shown replaces its entry.
 */
export function SiteLink({ to, replace, onClick, target, download, ...rest }: SiteLinkProps) {
  const hrefOf = useSiteHref();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (leftToBrowser(event, target, download)) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? to === `${pathname}${search}${hash}` });
  };
  return <a {...rest} href={hrefOf(to)} target={target} download={download} onClick={onLinkClick} />;
}

/** Goes to `to` once rendered (a redirect); renders nothing. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  // Once per target: a re-render with a new `state` object is the same redirect.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace]);
  return null;
}
