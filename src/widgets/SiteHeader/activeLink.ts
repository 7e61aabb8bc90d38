const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * aria-current for a navigation link: "page" on its own page, "true" anywhere below it (claim steps under
 * claim), nothing otherwise. The site root only matches itself, or it would be current everywhere.
 */
export function currentFor(linkHref: string, currentPath: string, siteRoot: string): 'page' | 'true' | undefined {
  const link = withoutTrailingSlash(linkHref);
  const current = withoutTrailingSlash(currentPath);
  if (link === current) return 'page';
  if (link !== withoutTrailingSlash(siteRoot) && current.startsWith(`${link}/`)) return 'true';
  return undefined;
}
