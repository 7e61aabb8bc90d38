const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * aria-current for a navigation link (router paths): "page" on its own page, "true" anywhere below it (claim
 * steps under claim), nothing otherwise. Home ("/") only matches itself, or it would be current everywhere.
 */
export function currentFor(linkPath: string, currentPath: string): 'page' | 'true' | undefined {
  const link = withoutTrailingSlash(linkPath);
  const current = withoutTrailingSlash(currentPath);
  if (link === current) return 'page';
  if (link !== '/' && current.startsWith(`${link}/`)) return 'true';
  return undefined;
}
