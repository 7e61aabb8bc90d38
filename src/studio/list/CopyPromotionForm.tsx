import { useState } from 'react';
import { answerOf, ApiError, studioApi } from '../api';

/** A new promotion from a copy of one this server serves: stored as a draft under its new code and address. */
export function CopyPromotionForm({ sources, copied }: { sources: string[]; copied: () => void }) {
  const [message, setMessage] = useState('');
  const copy = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    try {
      const body = { code: String(data.get('code') ?? ''), basePath: String(data.get('basePath') ?? '') };
      const answer = await answerOf(studioApi.POST('/promotions/{code}/copy', { params: { path: { code: String(data.get('source')).trim() } }, body }));
      setMessage(`${answer.code} stored. ${answer.note}`);
      copied();
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : 'The studio did not answer');
    }
  };
  return (
    <>
      <h2>New promotion from a copy</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void copy(event.currentTarget);
        }}
      >
        <div className="field">
          <label className="label" htmlFor="copy-source">
            Copy of
          </label>
          <p className="hint" id="copy-source-hint">
            The code of a promotion this server serves
          </p>
          <input className="input input--code" id="copy-source" name="source" required pattern="[A-Z]{3}[0-9]{5}" list="copy-sources" aria-describedby="copy-source-hint" defaultValue={sources[0]} />
          <datalist id="copy-sources">
            {sources.map((code) => (
              <option key={code} value={code} />
            ))}
          </datalist>
        </div>
        <div className="field">
          <label className="label" htmlFor="copy-code">
            New code
          </label>
          <p className="hint" id="copy-code-hint">
            Three capital letters and five digits, e.g. ABC00001
          </p>
          <input className="input" id="copy-code" name="code" required pattern="[A-Z]{3}[0-9]{5}" aria-describedby="copy-code-hint" />
        </div>
        <div className="field">
          <label className="label" htmlFor="copy-base">
            New address
          </label>
          <p className="hint" id="copy-base-hint">
            Its base path, e.g. /summer
          </p>
          <input className="input" id="copy-base" name="basePath" required pattern="/[a-z0-9-]+" aria-describedby="copy-base-hint" />
        </div>
        <button type="submit" className="button">
          Copy
        </button>
      </form>
      <p aria-live="polite">{message}</p>
    </>
  );
}
