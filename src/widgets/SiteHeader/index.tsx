import { useRef } from 'react';
import type { PropsOf, WidgetProps } from '../../engine/contract';
import { currentFor } from './activeLink';
import { CountrySelector } from './CountrySelector';
import { HeaderMenu } from './HeaderMenu';
import { useHeaderHeight } from './useHeaderHeight';
import { useSlimOnScroll } from './useSlimOnScroll';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/**
 * Skip link, site name, main navigation (current page marked for assistive technology) and the country selector,
 * the last two behind a "Menu" disclosure on narrow screens (HeaderMenu; text slot `menu`).
 * On wide screens the header stays at the top and turns slim once the page is scrolled (theme.css keeps the
 * space it gives up as margin, so nothing below it moves).
 */
export default function SiteHeader({ text, props, env, hrefOf, Link, location }: WidgetProps<Props>) {
  const { pathname } = location;
  const links = props.links.filter((link) => !link.countries || link.countries.includes(env.country));
  const siteName = text('siteName');
  const navLabel = text('navLabel');
  const slim = useSlimOnScroll();
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(headerRef);
  return (
    <header ref={headerRef} className={slim ? 'site-header site-header--slim' : 'site-header'}>
      <a className="skip-link" href="#main" onClick={skipToMain}>
        {text('skipLink')}
      </a>
      <div className="container site-header__bar">
        {siteName && (
          <Link to="/" className="site-header__name">
            {siteName}
          </Link>
        )}
        <HeaderMenu label={text('menu')} pathname={pathname}>
          <nav className="site-header__nav" aria-label={navLabel || undefined}>
            <ul className="site-header__links">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={hrefOf(link.to)} className="site-header__link" aria-current={currentFor(hrefOf(link.to), pathname)}>
                    {text(link.slot)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <CountrySelector env={env} text={text} />
        </HeaderMenu>
      </div>
    </header>
  );
}

/** Move focus to the main content without a new history entry (a hash navigation would reload the page's data). */
function skipToMain(event: React.MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView?.();
}
