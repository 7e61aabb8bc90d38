import type { WidgetProps } from '../../engine/contract';
import { PageLink } from '../_shared/PageLink';

interface FooterLink {
  to?: string;
  href?: string;
  slot: string;
  countries?: string[];
}

/** Footer links to this site's pages (to) or elsewhere (href), some only in certain countries. */
export default function SiteFooter({ text, props, env, hrefOf, navigate }: WidgetProps<{ links: FooterLink[] }>) {
  const links = props.links.filter((link) => !link.countries || link.countries.includes(env.country));
  const navLabel = text('navLabel');
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={navLabel || undefined}>
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.to ?? link.href}>
                {link.to ? (
                  <PageLink to={link.to} hrefOf={hrefOf} navigate={navigate} className="site-footer__link">
                    {text(link.slot)}
                  </PageLink>
                ) : (
                  <a className="site-footer__link" href={link.href}>
                    {text(link.slot)}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
