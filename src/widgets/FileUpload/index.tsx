import { useEffect, useRef, type ChangeEvent } from 'react';
import type { WidgetProps } from '../../engine/contract';
import { describedBy, ErrorMessages, Hint } from '../_shared/fieldMessages';
import { formatFileSize } from './fileSize';
import { forgetPendingFile, hasPendingFile, keepPendingFile } from './pendingFiles';

interface FileUploadProps {
  accept?: string[];
  multiple?: boolean;
}

/** A chosen file: `key` while it waits for upload, `id` (server-issued) once uploaded. */
export interface ChosenFile {
  id?: string;
  key?: string;
  name: string;
  size: number;
  type: string;
}

const isWaitingWithoutFile = (file: ChosenFile) => !file.id && (!file.key || !hasPendingFile(file.key));

/** Proof documents: choose files (added to the list, not replacing it) and remove them before continuing. */
export default function FileUpload({ id, text, content, props, value, onChange, errors, env }: WidgetProps<FileUploadProps>) {
  const files = Array.isArray(value) ? (value as ChosenFile[]) : [];
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // After a reload the draft still lists files that were never uploaded, but their content is gone.
    if (files.some(isWaitingWithoutFile)) onChange(files.filter((file) => !isWaitingWithoutFile(file)));
  }, [files, onChange]);

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])].map((file) => ({
      key: keepPendingFile(file),
      name: file.name,
      size: file.size,
      type: file.type,
    }));
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (chosen.length === 0) return;
    if (props.multiple !== false) return onChange([...files, ...chosen]);
    for (const replaced of files) if (replaced.key) forgetPendingFile(replaced.key);
    onChange(chosen.slice(0, 1));
  };

  const remove = (index: number) => {
    const { key } = files[index];
    if (key) forgetPendingFile(key);
    onChange(files.filter((_, i) => i !== index));
    input.current?.focus();
  };

  const hint = text('hint');
  const invalid = errors.length > 0;
  return (
    <div className={invalid ? 'field field--error' : 'field'}>
      <label className="label" htmlFor={id}>
        {text('label')}
      </label>
      <Hint inputId={id} text={hint} />
      <ErrorMessages inputId={id} errors={errors} content={content} />
      <input
        ref={input}
        className="file-upload__input"
        id={id}
        type="file"
        accept={props.accept?.join(',')}
        multiple={props.multiple !== false}
        onChange={add}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, Boolean(hint), invalid)}
      />
      <ul className="file-upload__list" aria-live="polite">
        {files.map((file, index) => (
          <li className="file-upload__item" key={file.id ?? file.key ?? `${file.name}-${index}`}>
            <span className="file-upload__name">{file.name}</span>
            <span className="file-upload__size">{formatFileSize(file.size, env.locale)}</span>
            <button type="button" className="button button--secondary button--small" onClick={() => remove(index)}>
              {text('remove')} <span className="visually-hidden">{file.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
