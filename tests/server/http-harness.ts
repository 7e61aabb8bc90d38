import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { BuildAppOptions } from '../../server/app';
import { contractProblems } from './contract-responses';
import { contractViolations, createTestApp, type TestApp } from './test-app';

const doc = parse(fs.readFileSync(path.resolve(__dirname, '../../openapi/promotion-api.yaml'), 'utf8'));
const API = '/api/2022launch';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the raw bytes of anything else (PDFs). */
  body: any;
  bytes: Buffer;
}

export interface HttpFile {
  field: string;
  filename: string;
  content: Buffer;
  type?: string;
}

export interface HttpTestApp extends TestApp {
  origin: string;
  /** A real HTTP call to the API; the answer is checked against the contract (status and body). */
  api: (method: 'GET' | 'POST', path: string, request?: { json?: unknown; form?: Record<string, string>; files?: HttpFile[]; headers?: Record<string, string> }) => Promise<HttpAnswer>;
  /** operationId -> statuses answered over HTTP so far. */
  seen: Map<string, Set<number>>;
  /** Error codes (ErrorBody and identifier errors) answered so far. */
  seenCodes: Set<number>;
}

/** A test app listening on a free loopback port; calls go through fetch, not inject. */
export async function startHttpApp(env: Record<string, string> = {}, options: BuildAppOptions = {}): Promise<HttpTestApp> {
  const t = await createTestApp(env, options);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  const seen = new Map<string, Set<number>>();
  const seenCodes = new Set<number>();

  const api: HttpTestApp['api'] = async (method, urlPath, request = {}) => {
    const headers: Record<string, string> = { ...request.headers };
    let body: BodyInit | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form || request.files) {
      const form = new FormData();
      for (const [name, value] of Object.entries(request.form ?? {})) form.append(name, value);
      for (const file of request.files ?? []) form.append(file.field, new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }), file.filename);
      body = form;
    }
    const response = await fetch(`${origin}${API}${urlPath}`, { method, headers, body });
    const bytes = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? '';
    const parsed = contentType.includes('application/json') ? JSON.parse(bytes.toString('utf8')) : bytes;
    const problems = contractProblems(method, `${API}${urlPath}`, response.status, contentType, bytes.length ? parsed : '');
    contractViolations.push(...problems.map((p) => `over HTTP: ${p}`));

    const operationId = operationOf(method, urlPath);
    if (operationId) {
      if (!seen.has(operationId)) seen.set(operationId, new Set());
      seen.get(operationId)!.add(response.status);
    }
    for (const e of parsed?.errors ?? parsed?.data?.errors ?? []) seenCodes.add(e.code);
    return { status: response.status, headers: response.headers, body: parsed, bytes };
  };
  return { ...t, origin, api, seen, seenCodes };
}

/** operationId of the contract operation a concrete path belongs to. */
export function operationOf(method: string, urlPath: string): string | undefined {
  const template = Object.keys(doc.paths).find((p) => new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(urlPath.split('?')[0]));
  return template ? doc.paths[template][method.toLowerCase()]?.operationId : undefined;
}

/** Every operationId of the contract. */
export const CONTRACT_OPERATIONS: string[] = Object.values<any>(doc.paths).flatMap((item) =>
  ['get', 'post', 'put', 'patch', 'delete'].filter((m) => item[m]).map((m) => item[m].operationId as string),
);
