import { useCallback } from 'react';
import { useNavigate } from './siteRouter';
import { useEngine } from '../EngineContext';

/** Router path ("/claim") of a page or flow id; unknown ids point at the not-found route, loudly. */
export function useHrefOf(): (pageId: string) => string {
  const { routeOf } = useEngine();
  return useCallback(
    (pageId: string) => {
      const route = routeOf(pageId);
      if (route === undefined) {
        console.error(`Link to unknown page "${pageId}"`);
        return `/${pageId}`;
      }
      return `/${route}`;
    },
    [routeOf],
  );
}

export function useNavigateTo(): (pageId: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const hrefOf = useHrefOf();
  return useCallback((pageId: string, options?: { replace?: boolean }) => navigate(hrefOf(pageId), options), [navigate, hrefOf]);
}
