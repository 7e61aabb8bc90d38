import { ErrorCode, errorCodesOf } from '../rules/errorCodes';
import type { Action, FieldError, FormValues } from '../engine/contract';

interface ChosenFile {
  key?: string;
  id?: string;
  name: string;
  size: number;
  type: string;
}

/**
 * Uploads, one by one, every chosen file that has no server id yet (in any file list of the form),
 * replacing it with the wrapped document { id, name, size, type }. Already uploaded files are kept.
 */
const uploadDocuments: Action = async ({ values, api, patch, pendingFiles }) => {
  const errors: FieldError[] = [];
  const updates: FormValues = {};
  for (const [field, value] of Object.entries(values)) {
    if (!Array.isArray(value) || value.length === 0 || !value.every(isChosenFile)) continue;
    const uploaded: ChosenFile[] = [];
    for (const [index, entry] of value.entries()) {
      if (entry.id) {
        uploaded.push(entry);
        continue;
      }
      const file = entry.key ? pendingFiles.get(entry.key) : undefined;
      if (!file) {
        // Chosen before a reload: the browser no longer holds the file, so ask for it again.
        errors.push({ path: `${field}.${index}`, alias: 'errorsUploadFailed' });
        continue;
      }
      const body = new FormData();
      body.append('file', file, file.name);
      const { data, error, response } = await api.POST('/file-upload', { body: body as never, bodySerializer: (b) => b as unknown as FormData });
      if (data) {
        uploaded.push({ id: data.data.id, name: entry.name, size: entry.size, type: entry.type });
        pendingFiles.remove(entry.key as string);
      } else {
        errors.push({ path: `${field}.${index}`, alias: uploadErrorAlias(response.status, errorCodesOf(error)) });
        uploaded.push(entry);
      }
    }
    updates[field] = uploaded;
  }
  patch(updates);
  return errors.length === 0 ? { ok: true } : { ok: false, errors };
};

/** 413 / code 7: too large; 415 / code 6: not a PNG, JPEG or PDF by content; anything else: upload failed. */
function uploadErrorAlias(status: number, codes: number[]): string {
  if (status === 413 || codes.includes(ErrorCode.INVALID_FILE_SIZE)) return 'errorsFileSizeInvalid';
  if (status === 415 || codes.includes(ErrorCode.INVALID_FILE_TYPE)) return 'errorsFileTypeInvalid';
  return 'errorsUploadFailed';
}

function isChosenFile(value: unknown): value is ChosenFile {
  return typeof value === 'object' && value !== null && typeof (value as ChosenFile).name === 'string' && ('key' in value || 'id' in value);
}

export default uploadDocuments;
