import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { answerOf, ApiError, studioApi, type StudioSchemas } from './api';
import { ScrollRegion } from './ScrollRegion';

/** `served` false: stored (a copy, say) but not served by this server yet, so not opened here. */
type Row = StudioSchemas['PromotionListRow'];

const short = (hash: string | null) => (hash ? hash.slice(0, 12) : '—');

/**
 * Every promotion with its live and draft versions and its last publish, those stored but not served yet too (a new
 * copy, until the server is given its folder); a new one copied from an existing one.
 */
export function PromotionList() {
  const [rows, setRows] = useState<Row[] | undefined>();
  const [message, setMessage] = useState('');
  const load = () => answerOf(studioApi.GET('/promotions')).then((answer) => setRows(answer.promotions));
  useEffect(() => {
    void load();
  }, []);
  const copy = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    try {
      const body = { code: String(data.get('code') ?? ''), basePath: String(data.get('basePath') ?? '') };
      const answer = await answerOf(studioApi.POST('/promotions/{code}/copy', { params: { path: { code: String(data.get('source')) } }, body }));
      setMessage(`${answer.code} stored. ${answer.note}`);
      await load();
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : 'The studio did not answer');
    }
  };
  return (
    <>
      <h1>Promotions</h1>
      {!rows ? (
        <p>Loading…</p>
      ) : (
        <ScrollRegion label="Promotions">
          <table className="promotions">
            <thead>
              <tr>
                <th scope="col">Promotion</th>
                <th scope="col">Address</th>
                <th scope="col">Live version</th>
                <th scope="col">Draft</th>
                <th scope="col">Last published</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.code}>
                  <th scope="row">
                    {row.served ? (
                      <Link to={`/promotions/${row.code}/settings`}>{row.code}</Link>
                    ) : (
                      <>
                        {row.code} <strong className="tag tag--warning">Stored, not served yet</strong>
                      </>
                    )}
                  </th>
                  <td>{row.basePath ?? '—'}</td>
                  <td>
                    <code>{short(row.live_hash)}</code>
                  </td>
                  <td>{row.draft_hash ? <code>{short(row.draft_hash)}</code> : 'none'}</td>
                  <td>{row.published_at ? `${new Date(row.published_at).toLocaleString('en-GB')} by ${row.published_by}` : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {rows?.some((row) => !row.served) && (
        <p className="hint">A promotion stored but not served yet is served once it is published and the server is given its folder (npm run promotion -- export) and restarted.</p>
      )}
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
          <select className="input" id="copy-source" name="source">
            {rows
              ?.filter((row) => row.served)
              .map((row) => (
                <option key={row.code}>{row.code}</option>
              ))}
          </select>
        </div>
        <div className="field">
          <label className="label" htmlFor="copy-code">
            New code
          </label>
          <p className="hint">Three capital letters and five digits, e.g. ABC00001</p>
          <input className="input" id="copy-code" name="code" required pattern="[A-Z]{3}[0-9]{5}" />
        </div>
        <div className="field">
          <label className="label" htmlFor="copy-base">
            New address
          </label>
          <p className="hint">Its base path, e.g. /summer</p>
          <input className="input" id="copy-base" name="basePath" required pattern="/[a-z0-9-]+" />
        </div>
        <button type="submit" className="button">
          Copy
        </button>
      </form>
      <p aria-live="polite">{message}</p>
    </>
  );
}
