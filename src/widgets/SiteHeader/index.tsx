import { useHref, useLocation } from 'react-router';
import type { WidgetProps } from '../../engine/contract';
import { PageLink } from '../_shared/PageLink';
import { currentFor } from './activeLink';
import { CountrySelector } from './CountrySelector';

interface HeaderLink {
  to: string;
  slot: string;
  countries?: string[];
}

/** Skip link, main navigation (current page marked for assistive technology) and the country selector. */
export default function SiteHeader({ text, props, env, hrefOf, navigate }: WidgetProps<{ links: HeaderLink[] }>) {
  // The full path including the router's basename, comparable with hrefOf().
  const currentPath = useHref(useLocation().pathname);
  const links = props.links.filter((link) => !link.countries || link.countries.includes(env.country));
  const navLabel = text('navLabel');
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {text('skipLink')}
      </a>
      <div className="container site-header__bar">
        <nav className="site-header__nav" aria-label={navLabel || undefined}>
          <ul className="site-header__links">
            {links.map((link) => (
              <li key={link.to}>
                <PageLink
                  to={link.to}
                  hrefOf={hrefOf}
                  navigate={navigate}
                  className="site-header__link"
                  aria-current={currentFor(hrefOf(link.to), currentPath, env.sitePath)}
                >
                  {text(link.slot)}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <CountrySelector env={env} text={text} />
      </div>
    </header>
  );
}
