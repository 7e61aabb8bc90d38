import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * The site's router: the address below the locale's site path, the browser's history, and nothing else. Which
 * screen an address shows is the definitions' business (core/engine/screenOfPath.ts, the same matching the server
 * paints by and the journey simulation walks), so all the browser needs is the current address and a way to change
 * it. React Router did that here before, at 12 kB (brotli) of every page's start for path matching the site did not
 * use; the studio, whose routes are code, keeps it.
 */

/** How the current address was reached: a new entry, a replaced one, or the browser's back/forward (or the first load). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface SiteLocation {
  /** The address below the site path: "/", "/claim/purchase-details" … */
  pathname: string;
  /** "?return=summary" or "". */
  search: string;
  /** "#faq-3" or "". */
  hash: string;
  /** What the navigation carried (a redirect's reason), null otherwise. */
  state: unknown;
  /** The history entry's own key, kept across reloads and back/forward: "default" for an entry the site did not make. */
  key: string;
}

export interface NavigateOptions {
  /** Instead of the current history entry (redirects). */
  replace?: boolean;
  state?: unknown;
}

/** Goes to an address below the site path ("/claim/summary?return=x"). */
export type Navigate = (to: string, options?: NavigateOptions) => void;

interface Routing {
  location: SiteLocation;
  navigationType: NavigationType;
  navigate: Navigate;
  /** The browser's address of a path below the site path. */
  hrefOf: (to: string) => string;
}

const RoutingContext = createContext<Routing | null>(null);

function useRouting(): Routing {
  const routing = useContext(RoutingContext);
  if (!routing) throw new Error('Site navigation used outside a site router');
  return routing;
}

export const useLocation = (): SiteLocation => useRouting().location;
export const useNavigationType = (): NavigationType => useRouting().navigationType;
export const useNavigate = (): Navigate => useRouting().navigate;
export const useSiteHref = (): Routing['hrefOf'] => useRouting().hrefOf;

/** "/summer" and "/claim" → "/summer/claim"; "/" is the site path itself, as the server serves it. */
export function joinSitePath(sitePath: string, to: string): string {
  const base = sitePath.replace(/\/+$/, '');
  if (to === '/' || to === '') return base || '/';
  return `${base}${to.startsWith('/') ? to : `/${to}`}`;
}

/** The part of a browser address below the site path (case-insensitive, as the server matches it); "/" for the site path. */
export function belowSitePath(sitePath: string, pathname: string): string {
  const base = sitePath.replace(/\/+$/, '');
  if (!base) return pathname || '/';
  const within = pathname.toLowerCase().startsWith(base.toLowerCase()) && (pathname.length === base.length || pathname[base.length] === '/');
  return within ? pathname.slice(base.length) || '/' : pathname;
}

/** A site location read from a browser address ("/summer/claim?x#y") and the history entry's state. */
export function siteLocationOf(sitePath: string, address: string, entry?: unknown): SiteLocation {
  const url = new URL(address, 'http://site.invalid');
  const { key, usr } = (entry && typeof entry === 'object' ? entry : {}) as { key?: unknown; usr?: unknown };
  return {
    pathname: belowSitePath(sitePath, url.pathname),
    search: url.search,
    hash: url.hash,
    state: usr ?? null,
    key: typeof key === 'string' && key ? key : 'default',
  };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

interface RouterProps {
  /** The locale's site path, e.g. "/summer" or "/de/summer". */
  basename: string;
  children: ReactNode;
}

/**
 * The browser's history. A navigation is a React transition (the screen shown stays until the next one can show,
 * as its widgets load), like back and forward. A history entry's state is `{ usr, key }`, the shape React Router
 * stored, so entries made before this router keep their keys (the data of a reloaded page is filed under them).
 */
export function BrowserRouter({ basename, children }: RouterProps) {
  const read = useCallback(() => siteLocationOf(basename, window.location.href, window.history.state), [basename]);
  const [current, setCurrent] = useState<{ location: SiteLocation; navigationType: NavigationType }>(() => ({ location: read(), navigationType: 'POP' }));

  useEffect(() => {
    const onPop = () => startTransition(() => setCurrent({ location: read(), navigationType: 'POP' }));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [read]);

  const hrefOf = useCallback((to: string) => joinSitePath(basename, to), [basename]);
  const navigate = useCallback<Navigate>(
    (to, options = {}) => {
      const entry = { usr: options.state ?? null, key: newKey() };
      if (options.replace) window.history.replaceState(entry, '', hrefOf(to));
      else window.history.pushState(entry, '', hrefOf(to));
      startTransition(() => setCurrent({ location: read(), navigationType: options.replace ? 'REPLACE' : 'PUSH' }));
    },
    [hrefOf, read],
  );
  const routing = useMemo(() => ({ ...current, navigate, hrefOf }), [current, navigate, hrefOf]);
  return <RoutingContext.Provider value={routing}>{children}</RoutingContext.Provider>;
}

/** A fixed address, for the server's render: navigating from it does nothing (the browser's router takes over). */
export function StaticRouter({ basename, location, children }: RouterProps & { location: string }) {
  const routing = useMemo<Routing>(
    () => ({ location: siteLocationOf(basename, location), navigationType: 'POP', navigate: () => undefined, hrefOf: (to) => joinSitePath(basename, to) }),
    [basename, location],
  );
  return <RoutingContext.Provider value={routing}>{children}</RoutingContext.Provider>;
}
