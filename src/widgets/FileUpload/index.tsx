import { useRef, type ChangeEvent } from 'react';
import type { FieldError, PropsOf, WidgetProps } from '../../engine/contract';
import { describedBy, ErrorMessages, Field } from '../_shared/fieldMessages';
import { formatFileSize } from './fileSize';
import type manifest from './manifest';
import './fileUpload.css';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** A chosen file: `key` (into pendingFiles) while it waits for upload, `id` (server-issued) once uploaded. */
interface ChosenFile {
  id?: string;
  key?: string;
  name: string;
  size: number;
  type: string;
}

const FILE_INDEX = /\.(\d+)$/;

/** Errors about one listed file ("documents.2": upload failed, too large) go with that file; the rest on top. */
function splitErrors(errors: readonly FieldError[]) {
  const byFile = new Map<number, FieldError[]>();
  const fieldErrors: FieldError[] = [];
  for (const error of errors) {
    const match = error.path?.match(FILE_INDEX);
    if (!match) fieldErrors.push(error);
    else byFile.set(Number(match[1]), [...(byFile.get(Number(match[1])) ?? []), error]);
  }
  return {
    fieldErrors,
    errorsOfFile: (index: number) => byFile.get(index) ?? [],
  };
}

/** Proof documents: chosen files are added to the list (not replacing it) and can be removed before continuing. */
export default function FileUpload({ id, name, fieldId, text, content, props, value, onChange, errors, env, pendingFiles }: WidgetProps<Props>) {
  const files = Array.isArray(value) ? (value as ChosenFile[]) : [];
  const input = useRef<HTMLInputElement>(null);
  const multiple = props.multiple !== false;

  const forget = (file: ChosenFile) => file.key && pendingFiles.remove(file.key);
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])].map((file) => ({
      key: pendingFiles.add(file),
      name: file.name,
      size: file.size,
      type: file.type,
    }));
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (chosen.length === 0) return;
    if (multiple) return onChange([...files, ...chosen]);
    files.forEach(forget);
    onChange(chosen.slice(0, 1));
  };

  const remove = (index: number) => {
    forget(files[index]);
    onChange(files.filter((_, i) => i !== index));
    input.current?.focus();
  };

  const hint = text('hint');
  const { fieldErrors, errorsOfFile } = splitErrors(errors);
  const invalid = errors.length > 0;
  return (
    <Field inputId={id} label={text('label')} hint={hint} errors={fieldErrors} content={content}>
      <input
        ref={input}
        className="file-upload__input"
        id={id}
        name={name}
        type="file"
        accept={props.accept?.join(',')}
        multiple={multiple}
        onChange={add}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, Boolean(hint), fieldErrors.length > 0)}
      />
      <ul className="file-upload__list" aria-live="polite">
        {files.map((file, index) => {
          const fileErrors = errorsOfFile(index);
          // The error summary links to the file's path, e.g. field-documents-0.
          const itemId = fileErrors[0]?.path ? fieldId(fileErrors[0].path) : undefined;
          return (
            <li
              className={fileErrors.length > 0 ? 'file-upload__item file-upload__item--error' : 'file-upload__item'}
              key={file.id ?? file.key ?? `${file.name}-${index}`}
              id={itemId}
              tabIndex={itemId ? -1 : undefined}
            >
              {itemId && <ErrorMessages inputId={itemId} errors={fileErrors} content={content} />}
              <span className="file-upload__name">{file.name}</span>
              <span className="file-upload__size">{formatFileSize(file.size, env.locale)}</span>
              <button
                // Without scripts it asks the server (name="action"): the step comes back without the file.
                type="submit"
                name="action"
                value={`remove-row:${name}:${index}`}
                className="button button--secondary button--small"
                onClick={(event) => {
                  event.preventDefault();
                  remove(index);
                }}
                aria-describedby={itemId ? `${itemId}-error` : undefined}
              >
                {text('remove')} <span className="visually-hidden">{file.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Field>
  );
}
