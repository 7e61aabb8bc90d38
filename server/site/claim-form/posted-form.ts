import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { PendingFiles } from '../../../core/engine/contract';
import type { PostedFields, PostedFile } from '../../../core/engine/flow/postedAnswers';

/** A form as posted: its fields, the files chosen in it by field, and their bytes by key (for the upload action). */
export interface PostedForm {
  fields: PostedFields;
  files: Record<string, PostedFile[]>;
  pendingFiles: PendingFiles;
}

/**
 * Reads a form posted without scripts: multipart (a claim step's form: server/site/claim-form/) with its files, or
 * url-encoded (parsed by the site's content-type parser). A file input left empty posts a part with no name: none.
 */
export async function readPostedForm(request: FastifyRequest): Promise<PostedForm> {
  const held = new Map<string, File>();
  const pendingFiles: PendingFiles = {
    add: (file) => {
      const key = randomUUID();
      held.set(key, file);
      return key;
    },
    get: (key) => held.get(key),
    remove: (key) => void held.delete(key),
  };
  if (!request.isMultipart())
    return {
      fields: (request.body ?? {}) as PostedFields,
      files: {},
      pendingFiles,
    };
  const fields: Record<string, string> = {};
  const files: Record<string, PostedFile[]> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const bytes = await part.toBuffer();
    if (!part.filename || bytes.length === 0) continue;
    const file = new File([new Uint8Array(bytes)], part.filename, {
      type: part.mimetype,
    });
    (files[part.fieldname] ??= []).push({
      key: pendingFiles.add(file),
      name: file.name,
      size: file.size,
      type: file.type,
    });
  }
  return { fields, files, pendingFiles };
}
