import { useId, useState } from 'react';
import type { SiteEnvironment } from '../../engine/contract';

interface CountrySelectorProps {
  env: SiteEnvironment;
  text: (slot: string) => string;
}

/**
 * A disclosure listing the other countries' sites as ordinary links: each country is a separate site (its own
 * definitions and locale), so moving there is a full page load, never a client-side route change.
 */
export function CountrySelector({ env, text }: CountrySelectorProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (env.sites.length < 2) return null;
  return (
    <div className="country-selector">
      <button
        type="button"
        className="country-selector__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className="country-selector__label">{text('countrySelector')}</span>{' '}
        <span className="country-selector__current">{text(`country_${env.country}`)}</span>
      </button>
      <ul className="country-selector__list" id={listId} hidden={!open}>
        {env.sites.map((site) => (
          <li key={site.locale}>
            <a
              className="country-selector__link"
              href={`${site.sitePath.replace(/\/+$/, '')}/`}
              hrefLang={site.locale}
              aria-current={site.locale === env.locale ? 'true' : undefined}
            >
              {text(`country_${site.country}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
