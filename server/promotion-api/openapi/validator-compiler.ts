import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { CONTRACT_SCHEMA_ID } from './load-contract';

// CJS default-export interop under tsx/ESM.
const Ajv2020 = ((Ajv2020Module as any).default ?? Ajv2020Module) as typeof import('ajv/dist/2020.js').default;
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as typeof import('ajv-formats').default;

/**
 * ajv for OpenAPI 3.1 (JSON Schema 2020-12) request schemas: unknown properties are rejected (no
 * removeAdditional), no type coercion for bodies, every error collected. Path/query params are strings on the
 * wire, so they get a coercing instance.
 */
const compilers = new WeakMap<Record<string, unknown>, FastifySchemaCompiler<any>>();

/** One compiler per contract (loadContract shares it): ajv keeps what it compiled per schema, for every server built. */
export function createValidatorCompiler(components: Record<string, unknown>): FastifySchemaCompiler<any> {
  let compiler = compilers.get(components);
  if (!compiler) compilers.set(components, (compiler = newValidatorCompiler(components)));
  return compiler;
}

function newValidatorCompiler(components: Record<string, unknown>): FastifySchemaCompiler<any> {
  const make = (coerceTypes: boolean) => {
    const ajv = new Ajv2020({
      removeAdditional: false,
      coerceTypes,
      useDefaults: false,
      allErrors: true,
      strict: false,
      discriminator: false, // OpenAPI discriminator.mapping is not supported by ajv; oneOf + const decides alone
    });
    addFormats(ajv);
    ajv.addSchema({ $id: CONTRACT_SCHEMA_ID, components });
    return ajv;
  };
  const strictAjv = make(false);
  const coercingAjv = make(true);
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strictAjv : coercingAjv;
    return ajv.compile(schema as object) as any;
  };
}
