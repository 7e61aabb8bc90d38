import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { theContract } from '../definitions/contract';

type Schema = Record<string, any>;

/**
 * The contract's check of a request schema (a flow's `submission.request`, e.g. ClaimRequest): the path of the
 * operation that takes it and the problems of a body, worded for a manager ("required field … is not sent").
 */
type ContractRequest = { path: string; problems: (body: unknown) => string[] } | undefined;
const compiled = new Map<string, ContractRequest>();

export function contractRequest(schemaName: string): ContractRequest {
  // Compiled once per schema: every simulation of a process (each studio check, say) uses the same.
  if (!compiled.has(schemaName)) compiled.set(schemaName, compile(schemaName));
  return compiled.get(schemaName);
}

function compile(schemaName: string): ContractRequest {
  const contract = theContract();
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
