import type { PropsOf, WidgetProps } from '../../engine/contract';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** Footer links to this site's pages (to) or elsewhere (href), some only in certain countries, and the copyright line. */
export default function SiteFooter({ text, props, env, hrefOf, Link }: WidgetProps<Props>) {
  const links = props.links.filter((link) => !link.countries || link.countries.includes(env.country));
  const navLabel = text('navLabel');
  const copyright = text('copyright');
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={navLabel || undefined}>
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.to ?? link.href}>
                {link.to ? (
                  <Link to={hrefOf(link.to)} className="site-footer__link">
                    {text(link.slot)}
                  </Link>
                ) : (
                  <a className="site-footer__link" href={link.href}>
                    {text(link.slot)}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {copyright && <p className="site-footer__copyright">{copyright}</p>}
      </div>
    </footer>
  );
}
