import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;
type FileHandler = (file: string, request: FastifyRequest, reply: FastifyReply) => unknown;

/** What one locale's site answers (below its site path). */
export interface LocaleHandlers {
  /** GET of the site path and any address below it: the page there. */
  page: Handler;
  /** GET `<sitePath>/site-content.json`. */
  siteContent: Handler;
  /** GET `<sitePath>/site-definitions/<file>`. */
  siteDefinitions: FileHandler;
  /** POST of the site path itself. */
  showAgain: Handler;
  /** POST below the site path: a claim step's form. */
  postStep: Handler;
}

/** What a package's sites answer: per site path, and at the package's own base path. */
export interface SiteHandlers {
  locales: Map<string, LocaleHandlers>;
  /** GET `<basePath>/live-version.json`. */
  liveVersion: Handler;
  /** GET `<basePath>/images/<file>`. */
  image: FileHandler;
  /** GET `<basePath>/validation/<file>`. */
  validation: FileHandler;
}

/** Where a package's sites are: its locales' site paths and its base path (one segment, `/summer`). */
export interface SiteAddresses {
  sitePaths: readonly string[];
  basePath: string;
}

/**
 * One GET and one POST route for the sites of every package, instead of a dozen routes a package: the request's
 * address names the package (the longest site path it is at or below, or its base path's own addresses), whose
 * handlers (`handlersOf`, by the package's index in `sites`) are made when it is first asked for. Any more specific
 * route of the server (the API, /assets/, the studio) is matched before these; an address no site serves is not found.
 */
export function registerSiteRoutes(app: FastifyInstance, sites: readonly SiteAddresses[], handlersOf: (index: number) => SiteHandlers): void {
  const bySitePath = new Map<string, number>();
  const byBasePath = new Map<string, number>();
  sites.forEach(({ sitePaths, basePath }, index) => {
    for (const sitePath of sitePaths) bySitePath.set(sitePath, index);
    byBasePath.set(basePath, index);
  });
  const made = new Map<number, SiteHandlers>();
  const handlers = (index: number) => {
    let found = made.get(index);
    if (!found) made.set(index, (found = handlersOf(index)));
    return found;
  };
  /** The site at or above `path`: the longest site path that is `path` or a folder of it. */
  const siteAt = (path: string): { sitePath: string; index: number } | undefined => {
    for (let end = path.length; end > 0; end = path.lastIndexOf('/', end - 1)) {
      const index = bySitePath.get(path.slice(0, end));
      if (index !== undefined) return { sitePath: path.slice(0, end), index };
    }
    return undefined;
  };

  app.get('/*', (request, reply) => {
    const path = pathOf(request);
    // A package's own addresses first, as their routes were before any site path's pages.
    const base = path.slice(0, path.indexOf('/', 1) === -1 ? path.length : path.indexOf('/', 1));
    const baseIndex = byBasePath.get(base);
    if (baseIndex !== undefined) {
      const rest = path.slice(base.length);
      if (rest === '/live-version.json') return handlers(baseIndex).liveVersion(request, reply);
      if (rest.startsWith('/images/')) return handlers(baseIndex).image(decoded(rest.slice('/images/'.length)), request, reply);
      const validation = /^\/validation\/([^/]+)$/.exec(rest)?.[1];
      if (validation !== undefined) return handlers(baseIndex).validation(decoded(validation), request, reply);
    }
    const site = siteAt(path);
    if (!site) return reply.callNotFound();
    const locale = handlers(site.index).locales.get(site.sitePath)!;
    const rest = path.slice(site.sitePath.length);
    if (rest === '/site-content.json') return locale.siteContent(request, reply);
    const definitions = /^\/site-definitions\/([^/]+)$/.exec(rest)?.[1];
    if (definitions !== undefined) return locale.siteDefinitions(decoded(definitions), request, reply);
    if (rest === '' || rest.startsWith('/')) return locale.page(request, reply);
    return reply.callNotFound();
  });
  app.post('/*', {
    // Before its body is read: a form sent to an address no site serves is not found, whatever it holds.
    onRequest: async (request, reply) => {
      if (!siteAt(pathOf(request))) {
        reply.callNotFound();
        return reply;
      }
    },
  }, (request, reply) => {
    const path = pathOf(request);
    const site = siteAt(path)!;
    const locale = handlers(site.index).locales.get(site.sitePath)!;
    const rest = path.slice(site.sitePath.length);
    if (rest === '') return locale.showAgain(request, reply);
    if (rest.startsWith('/')) return locale.postStep(request, reply);
    return reply.callNotFound();
  });
}

/** The request's path, without its query. */
const pathOf = (request: FastifyRequest) => {
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
};

/** A path segment as a route parameter gets it (percent-decoded; left as it is when it cannot be). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
