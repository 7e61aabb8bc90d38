import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

const Ajv2020 = ((Ajv2020Module as any).default ?? Ajv2020Module) as typeof import('ajv/dist/2020.js').default;
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as typeof import('ajv-formats').default;

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The checks of one OpenAPI document (openapi/<name>.yaml) against answers and requests: its paths are under its
 * first server's path (/api/2022launch, /studio/api).
 */
export function contractOf(name: string, options: { emptyNotFound?: boolean } = {}) {
  const docId = `https://contract.test/${name}.json`;
  const doc = parse(fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../openapi/${name}.yaml`), 'utf8'));
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: docId });
  const basePath = new URL(doc.servers[0].url).pathname;

  /** Finds the contract path template matching a concrete URL path. */
  function matchPath(urlPath: string): string | undefined {
    const relative = urlPath.slice(basePath.length);
    return Object.keys(doc.paths).find((template) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(relative));
  }

  /**
   * Checks an answer against the contract: the status must be documented for the operation, and a JSON
   * body must match the documented schema. Returns problems (empty = conforms).
   */
  function contractProblems(method: string, url: string, status: number, contentType: string | undefined, body: unknown): string[] {
    const urlPath = url.split('?')[0];
    if (!urlPath.startsWith(basePath)) return [];
    const template = matchPath(urlPath);
    if (!template) return status === 404 ? [] : [`${url}: no such path in the contract`];
    const op = doc.paths[template][method.toLowerCase()];
    if (!op) return [`${method} ${template}: no such operation`];
    let pointer = `#/paths/${escape(template)}/${method.toLowerCase()}/responses/${status}`;
    let response = op.responses[String(status)];
    if (!response) return [`${method} ${template}: status ${status} is not documented`];
    if (response.$ref) {
      pointer = response.$ref;
      response = response.$ref.slice(2).split('/').reduce((n: any, k: string) => n[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    }
    if (!response.content) return body === '' || body === undefined ? [] : [`${method} ${template} ${status}: documented without a body`];
    if (!contentType?.includes('application/json')) {
      // The studio's revoke of an unknown preview link answers a bare 404 (its description says so).
      if (options.emptyNotFound && status === 404 && body === '') return [];
      return Object.keys(response.content).some((type) => contentType?.startsWith(type)) ? [] : [`${method} ${template} ${status}: content type ${contentType}`];
    }
    const validate = ajv.getSchema(`${docId}${pointer}/content/application~1json/schema`);
    if (!validate) return [`cannot compile schema at ${pointer}`];
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${method} ${template} ${status}: ${e.instancePath} ${e.message}`);
  }

  /** The contract's check of an operation's JSON request body (true = the contract accepts it). */
  function requestBodyValidator(method: string, template: string): (body: unknown) => boolean {
    const pointer = `#/paths/${escape(template)}/${method.toLowerCase()}/requestBody/content/application~1json/schema`;
    const validate = ajv.getSchema(`${docId}${pointer}`);
    if (!validate) throw new Error(`no JSON request body for ${method} ${template}`);
    return (body) => validate(body) as boolean;
  }

  /** The operation (its operationId) a method and concrete URL name, if the contract has one. */
  function operationOf(method: string, url: string): string | undefined {
    const urlPath = url.split('?')[0];
    if (!urlPath.startsWith(basePath)) return undefined;
    const template = matchPath(urlPath);
    return template ? doc.paths[template][method.toLowerCase()]?.operationId : undefined;
  }

  return { doc, basePath, contractProblems, requestBodyValidator, operationOf };
}

const promotionApi = contractOf('promotion-api');
export const studioApiContract = contractOf('studio-api', { emptyNotFound: true });

/** Checks an answer of the promotion API (/api/2022launch) or the studio's API (/studio/api) against its contract. */
export function contractProblems(method: string, url: string, status: number, contentType: string | undefined, body: unknown): string[] {
  return [...promotionApi.contractProblems(method, url, status, contentType, body), ...studioApiContract.contractProblems(method, url, status, contentType, body)];
}

/** The promotion API contract's check of an operation's JSON request body (true = the contract accepts it). */
export const requestBodyValidator = promotionApi.requestBodyValidator;
