import type { ActionContext, FieldError, FormValues } from '../../engine/contract';

interface ChosenFile {
  key?: string;
  name: string;
}

/**
 * The files chosen in a form's file field, ready to send. A file chosen before a reload is no longer held by the
 * browser: it is reported at that file (upload failed, choose it again). `release` forgets them once sent.
 */
export function chosenFiles(values: Readonly<FormValues>, field: string, pendingFiles: ActionContext['pendingFiles']) {
  const chosen = Array.isArray(values[field]) ? (values[field] as ChosenFile[]) : [];
  const lost: FieldError[] = [];
  const files = chosen.flatMap((entry, index) => {
    const file = entry.key ? pendingFiles.get(entry.key) : undefined;
    if (!file) lost.push({ path: `${field}.${index}`, alias: 'errorsUploadFailed' });
    return file ? [file] : [];
  });
  const release = () => {
    for (const entry of chosen) if (entry.key) pendingFiles.remove(entry.key);
  };
  return { files, lost, release };
}
