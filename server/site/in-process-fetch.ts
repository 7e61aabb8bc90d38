import type { FastifyInstance } from 'fastify';

/**
 * The promotion API as the server renderer calls it (a page's promotion data): answered in this process by the same
 * routes the browser calls, so it sees exactly what the browser would have.
 */
export function inProcessFetch(app: FastifyInstance, remoteAddress?: string): typeof fetch {
  return async (resource, init) => {
    const request = new Request(resource, init);
    const { pathname, search } = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
      // A form posted without scripts calls the API for its visitor: limited by their address, as the browser's calls are.
      ...(remoteAddress ? { remoteAddress } : {}),
      url: pathname + search,
      headers: Object.fromEntries(request.headers),
      payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
    });
    // A status without a body (204 No Content …) answers none: a Response refuses one, even empty.
    const body = [101, 204, 205, 304].includes(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
    return new Response(body, {
      status: answer.statusCode,
      headers: answer.headers as Record<string, string>,
    });
  };
}
