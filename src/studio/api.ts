/** The studio's calls to /studio/api/: JSON both ways, the session's CSRF token on every change. */
export interface StudioUser {
  email: string;
  role: 'editor' | 'publisher';
}

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

export async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
  const answer = await fetch(`/studio/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
  const text = await answer.text();
  const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (answer.status === 401 && path !== '/session') onSignedOut();
  if (!answer.ok) throw new ApiError(answer.status, parsed);
  return parsed as T;
}
