import type { FastifyRequest } from 'fastify';
import { ApiError, ErrorCode } from '../../http/api-error';
import { formAsSchemaInput, readMultipartForm, type MultipartForm } from '../../http/multipart-form';

type Validate = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; message?: string; params?: any }> | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** The multipart form of a multipart operation, read and checked against the contract. */
    multipartForm?: MultipartForm;
  }
}

/** Names of the properties that are arrays in a (resolved) multipart schema, e.g. `documents`. */
function arrayFieldsOf(schema: Record<string, any>, resolve: (s: any) => any): Set<string> {
  const props = resolve(schema)?.properties ?? {};
  return new Set(Object.entries<any>(props).filter(([, p]) => resolve(p)?.type === 'array').map(([name]) => name));
}

/** A preValidation hook that reads the multipart form and checks its fields against the contract schema. */
export function multipartPreValidation(validate: Validate, schema: Record<string, any>, resolve: (s: any) => any) {
  const arrayFields = arrayFieldsOf(schema, resolve);
  return async (request: FastifyRequest) => {
    const form = await readMultipartForm(request);
    if (!validate(formAsSchemaInput(form, arrayFields))) {
      const message = (validate.errors ?? [])
        .slice(0, 10)
        .map((e) => `body${e.instancePath} ${e.message ?? 'is invalid'}${e.params?.additionalProperty ? ` (${e.params.additionalProperty})` : ''}`)
        .join('; ');
      throw new ApiError(400, ErrorCode.MALFORMED_BODY, message);
    }
    request.multipartForm = form;
  };
}
