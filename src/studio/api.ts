import createClient from 'openapi-fetch';
import type { components, paths } from '../../core/generated/studio-api';

/** The shapes of openapi/studio-api.yaml (generated into core/generated/studio-api.d.ts, never edited). */
export type StudioSchemas = components['schemas'];
export type StudioUser = StudioSchemas['StudioUser'];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : `The studio answered ${status}`);
  }
}

let csrfToken = '';
let onSignedOut: () => void = () => undefined;

export const session = {
  set(token: string) {
    csrfToken = token;
  },
  whenSignedOut(handler: () => void) {
    onSignedOut = handler;
  },
};

/**
 * The studio's calls to /studio/api/, typed by its contract (openapi/studio-api.yaml) through openapi-fetch: JSON both
 * ways, the session's cookie (same origin) and its CSRF token on every change; a 401 (but the session's own) means
 * the session ended.
 */
export const studioApi = createClient<paths>({
  // The page's own origin: the calls are same-origin, as the session's cookie is.
  baseUrl: `${typeof location === 'undefined' ? 'http://localhost' : location.origin}/studio/api`,
  headers: { accept: 'application/json' },
  // Sent as the studio has always sent its calls, with the fetch of the moment of the call: fetch(address, { method,
  // headers, the JSON as text, same-origin credentials }).
  fetch: async (request) => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    return fetch(request.url, { method: request.method, headers: request.headers, body: body || undefined, credentials: 'same-origin' });
  },
});

studioApi.use({
  onRequest({ request }) {
    if (request.method !== 'GET') request.headers.set('x-csrf-token', csrfToken);
    return request;
  },
  onResponse({ response, schemaPath }) {
    if (response.status === 401 && schemaPath !== '/session') onSignedOut();
    return response;
  },
});

/** The body of a call's answer; an ApiError with the error body when the answer is not a success. */
export async function answerOf<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error && typeof error === 'object' ? (error as Record<string, unknown>) : {});
  return data as T;
}
