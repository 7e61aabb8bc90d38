import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { repoRoot } from '../definitions/index';

type Schema = Record<string, any>;

/**
 * The contract's check of a request schema (a flow's `submission.request`, e.g. ClaimRequest): the path of the
 * operation that takes it and the problems of a body, worded for a manager ("required field … is not sent").
 */
export function contractRequest(schemaName: string): { path: string; problems: (body: unknown) => string[] } | undefined {
  const contract = parse(readFileSync(path.join(repoRoot, 'openapi/promotion-api.yaml'), 'utf8')) as Schema;
  const ref = `#/components/schemas/${schemaName}`;
  const operationPath = Object.entries(contract.paths ?? {}).find(([, item]) => (item as Schema).post?.requestBody?.content?.['application/json']?.schema?.$ref === ref)?.[0];
  if (!operationPath) return undefined;
  const ajv = new Ajv2020({ strict: false, logger: false, allErrors: true });
  addFormats(ajv);
  const validate = ajv.compile({ $ref: ref, components: contract.components });
  return {
    path: operationPath,
    problems(body) {
      if (validate(body)) return [];
      return (validate.errors ?? []).map((error) =>
        error.keyword === 'required'
          ? `the contract's required field "${`${error.instancePath}/${error.params.missingProperty}`.slice(1).replace(/\//g, '.')}" is not sent`
          : `"${error.instancePath.slice(1).replace(/\//g, '.') || '(body)'}" ${error.message}`,
      );
    },
  };
}
