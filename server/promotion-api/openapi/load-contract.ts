import fs from 'node:fs';
import { parse } from 'yaml';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type JsonSchema = Record<string, unknown>;

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path, e.g. /promotion/{id}/qualifying-products */
  path: string;
  /** Fastify path, e.g. /promotion/:id/qualifying-products */
  routePath: string;
  /** JSON request body schema, when the operation takes application/json. */
  jsonBody?: JsonSchema;
  bodyRequired: boolean;
  /** True when the body is multipart/form-data (read and checked before the handler). */
  multipart: boolean;
  /** Schema of the multipart form (files are "(binary)" placeholders when checked). */
  multipartBody?: JsonSchema;
  params?: JsonSchema;
  querystring?: JsonSchema;
  /** Header parameters (names lower-cased, as Fastify sees them). */
  headers?: JsonSchema;
  /** Status codes the contract documents for the operation, e.g. ['200', '400', '429']. */
  responses: string[];
}

export interface Contract {
  /** Path prefix from servers[0].url (the server mounts each package's API at /api<basePath> instead) */
  basePath: string;
  operations: ContractOperation[];
  /** components of the document; `$ref`s in operation schemas point into it (see CONTRACT_SCHEMA_ID). */
  components: Record<string, unknown>;
}

/** `$id` under which the contract's components are given to ajv. */
export const CONTRACT_SCHEMA_ID = 'https://promotion-api.local/openapi.json';

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
  $ref?: string;
}

const loaded = new Map<string, { mtimeMs: number; contract: Contract }>();

/**
 * Parses the OpenAPI 3.1 contract into the operations the server registers; once per file and version of it, so each
 * server of a process (the studio's checks start one per check) shares it and the validators compiled from it.
 */
export function loadContract(file: string): Contract {
  const { mtimeMs } = fs.statSync(file);
  const known = loaded.get(file);
  if (known?.mtimeMs === mtimeMs) return known.contract;
  const contract = parseContract(file);
  loaded.set(file, { mtimeMs, contract });
  return contract;
}

function parseContract(file: string): Contract {
  const doc = parse(fs.readFileSync(file, 'utf8')) as Record<string, any>;
  if (!doc || typeof doc !== 'object' || !doc.paths) throw new Error(`${file}: not an OpenAPI document (no paths)`);
  const serverUrl: string = doc.servers?.[0]?.url ?? '/api';
  const basePath = new URL(serverUrl, 'http://localhost').pathname.replace(/\/$/, '');
  const components = (doc.components ?? {}) as Record<string, unknown>;
  const resolve = <T>(value: T): T => resolveLocalRef(doc, value);

  const operations: ContractOperation[] = [];
  for (const [path, pathItemRaw] of Object.entries<any>(doc.paths)) {
    const pathItem = resolve(pathItemRaw);
    const sharedParameters: ParameterObject[] = (pathItem.parameters ?? []).map(resolve);
    for (const method of HTTP_METHODS) {
      const op = pathItem[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${file}: ${method.toUpperCase()} ${path} has no operationId`);
      const parameters = mergeParameters(sharedParameters, (op.parameters ?? []).map(resolve));
      const requestBody = op.requestBody ? resolve(op.requestBody) : undefined;
      const content = requestBody?.content ?? {};
      const jsonMedia = Object.keys(content).find((type) => /^application\/(.+\+)?json/.test(type));
      operations.push({
        operationId: op.operationId,
        method,
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        jsonBody: jsonMedia ? rewriteRefs(content[jsonMedia].schema ?? {}) : undefined,
        bodyRequired: Boolean(requestBody?.required),
        multipart: Object.keys(content).some((type) => type.startsWith('multipart/')),
        multipartBody: multipartSchema(content),
        params: parameterSchema(parameters.filter((p) => p.in === 'path')),
        querystring: parameterSchema(parameters.filter((p) => p.in === 'query')),
        headers: parameterSchema(parameters.filter((p) => p.in === 'header').map((p) => ({ ...p, name: p.name.toLowerCase() }))),
        responses: Object.keys(op.responses ?? {}),
      });
    }
  }
  return { basePath, operations, components: rewriteRefs(components) };
}

function multipartSchema(content: Record<string, any>): JsonSchema | undefined {
  const media = Object.keys(content).find((type) => type.startsWith('multipart/'));
  return media ? rewriteRefs(content[media].schema ?? {}) : undefined;
}

function mergeParameters(shared: ParameterObject[], own: ParameterObject[]): ParameterObject[] {
  const byKey = new Map<string, ParameterObject>();
  for (const p of [...shared, ...own]) byKey.set(`${p.in}:${p.name}`, p);
  return [...byKey.values()];
}

function parameterSchema(parameters: ParameterObject[]): JsonSchema | undefined {
  if (!parameters.length) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, rewriteRefs(p.schema ?? {})])),
    required: parameters.filter((p) => p.required || p.in === 'path').map((p) => p.name),
  };
}

/** Follows a `$ref` to `#/...` once (for path items, parameters, request bodies). */
function resolveLocalRef<T>(doc: Record<string, any>, value: T): T {
  let current: any = value;
  for (let depth = 0; current && typeof current === 'object' && typeof current.$ref === 'string'; depth++) {
    if (depth > 20 || !current.$ref.startsWith('#/')) throw new Error(`Cannot resolve $ref ${current.$ref}`);
    current = current.$ref
      .slice(2)
      .split('/')
      .map((s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((node: any, key: string) => node?.[key], doc);
    if (current === undefined) throw new Error(`Unresolvable $ref in contract: ${(value as any).$ref}`);
  }
  return current;
}

/** Points document-local `$ref`s at the components registered in ajv under CONTRACT_SCHEMA_ID. */
function rewriteRefs<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(rewriteRefs) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] = key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${CONTRACT_SCHEMA_ID}${value}` : rewriteRefs(value);
  }
  return out as T;
}

/** Follows `$ref`s (as rewritten by loadContract) into the contract's components. */
export function resolveContractRef(components: Record<string, unknown>, schema: any): any {
  let current = schema;
  for (let depth = 0; current && typeof current.$ref === 'string' && depth < 20; depth++) {
    const pointer = current.$ref.startsWith(`${CONTRACT_SCHEMA_ID}#/components/`) ? current.$ref.slice(`${CONTRACT_SCHEMA_ID}#/components/`.length) : null;
    if (pointer === null) return current;
    current = pointer.split('/').reduce((node: any, key: string) => node?.[key], components);
  }
  return current;
}
