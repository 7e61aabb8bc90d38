import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './paths';

type Schema = Record<string, any>;

let contract: Schema | undefined;

/** openapi/promotion-api.yaml, parsed: the code's contract, like the definition schemas, read once per process. */
export function theContract(): Schema {
  contract ??= parse(readFileSync(path.join(repoRoot, 'openapi/promotion-api.yaml'), 'utf8')) as Schema;
  return contract;
}
