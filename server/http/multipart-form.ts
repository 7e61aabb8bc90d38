import type { FastifyRequest } from 'fastify';
import { ApiError, ErrorCode } from './api-error';

export interface UploadedPart {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface MultipartForm {
  /** Text fields; a field sent several times keeps the last value. */
  fields: Record<string, string>;
  files: UploadedPart[];
}

/**
 * Reads a multipart/form-data request completely. Field names ending in `[]` are treated as the name without
 * it (`documents[]` = `documents`). A file over the configured size limit throws 413 (code 7) from
 * @fastify/multipart; a non-multipart request is a malformed body (400, code 2).
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new ApiError(400, ErrorCode.MALFORMED_BODY, 'Expected multipart/form-data');
  const form: MultipartForm = { fields: {}, files: [] };
  for await (const part of request.parts()) {
    const field = part.fieldname.replace(/\[\]$/, '');
    if (part.type === 'file') {
      form.files.push({ field, filename: part.filename, buffer: await part.toBuffer() });
    } else {
      form.fields[field] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  }
  return form;
}

/** The form as an object the contract's schema can check: each file is the placeholder string "(binary)". */
export function formAsSchemaInput(form: MultipartForm, arrayFields: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...form.fields };
  for (const file of form.files) {
    if (arrayFields.has(file.field)) {
      const list = (out[file.field] as unknown[] | undefined) ?? [];
      list.push('(binary)');
      out[file.field] = list;
    } else if (file.field in out) {
      out[file.field] = [out[file.field], '(binary)'];
    } else {
      out[file.field] = '(binary)';
    }
  }
  return out;
}
