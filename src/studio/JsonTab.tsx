import { useState } from 'react';
import { JsonField } from './SchemaForm';
import { FieldError, useFieldProblems } from './Problems';
import type { Files, Update } from './useDraft';

/** Any file of the package as JSON, for what the forms do not cover; checked on every save like the rest. */
export function JsonTab({ files, update }: { files: Files; update: Update }) {
  const names = Object.keys(files).sort();
  const [file, setFile] = useState(names[0] ?? 'promotion.json');
  const { id, problems, inputProps } = useFieldProblems(file, '');
  return (
    <section aria-labelledby="json-title">
      <h2 id="json-title">JSON</h2>
      <div className="field">
        <label className="label" htmlFor="json-file">
          File
        </label>
        <select className="input" id="json-file" value={file} onChange={(event) => setFile(event.target.value)}>
          {names.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="label" htmlFor={id}>
          {file}
        </label>
        <p className="hint">Saved when it is valid JSON; the checker's problems of this file are listed above the editor.</p>
        <FieldError id={id} problems={problems} />
        <JsonField key={file} id={id} inputProps={inputProps} rows={28} value={files[file]} onChange={(value) => update(file, () => value)} />
      </div>
    </section>
  );
}
