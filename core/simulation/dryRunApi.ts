import createClient from 'openapi-fetch';
import type { PromotionApi } from '../api/promotionApi';
import type { paths } from '../generated/api/promotion-api';

/** One request the simulation sent, and what the server answered. */
export interface RecordedCall {
  method: string;
  /** The operation's path below the package's API base, e.g. /claim. */
  path: string;
  status: number;
  /** The request body as sent (JSON text, or the multipart form's text fields). */
  body: string;
  /** The answer's body when it was an error (JSON text), for reports. */
  answer?: string;
}

/** The answers of one simulation's repeatable requests (repeatableRequests.ts), by request: shared by its journeys. */
export interface DryRunAnswers {
  isRepeatable: (method: string, pathBelowApi: string) => boolean;
  byRequest: Map<string, Promise<Response>>;
}

export interface DryRunApi {
  api: PromotionApi;
  /** Calls since the last `take()`, oldest first. */
  take(): RecordedCall[];
}

/**
 * The typed API client (openapi-fetch's, as the site's src/api/client.ts loads it), pointed at a real server's package API (`<server><apiBase>`), every request
 * sent with `Prefer: dry-run` (openapi/ "Dry runs"): the server checks and answers as for real and keeps nothing.
 * Refuses to go on if the server answers without `Preference-Applied: dry-run` (a server that would store).
 */
export function dryRunApi(serverUrl: string, apiPath: string, answers?: DryRunAnswers): DryRunApi {
  const apiBase = `${serverUrl.replace(/\/+$/, '')}${apiPath}`;
  let calls: RecordedCall[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    request.headers.set('Prefer', 'dry-run');
    const body = request.body ? await request.clone().text() : '';
    const path = new URL(request.url).pathname.slice(new URL(apiBase).pathname.length);
    // Many journeys share their first steps: a check or lookup already answered in this run is not sent again.
    const key = answers?.isRepeatable(request.method, path) ? `${request.method} ${request.url}\n${body}` : undefined;
    let answer = key ? answers?.byRequest.get(key) : undefined;
    if (!answer) {
      answer = fetch(request);
      if (key) answers?.byRequest.set(key, answer);
    }
    const response = (await answer).clone();
    if (request.method !== 'GET' && response.headers.get('preference-applied') !== 'dry-run')
      throw new Error(`${request.method} ${path}: the server did not apply the dry run (no Preference-Applied: dry-run); stopping so nothing is stored`);
    const call: RecordedCall = { method: request.method, path, status: response.status, body };
    if (response.status >= 400) call.answer = await response.clone().text();
    calls.push(call);
    return response;
  };
  return {
    api: createClient<paths>({ baseUrl: apiBase, fetch: recordingFetch }),
    take() {
      const taken = calls;
      calls = [];
      return taken;
    },
  };
}
