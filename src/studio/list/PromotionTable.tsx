import { Link } from 'react-router';
import type { StudioSchemas } from '../api';
import { ScrollRegion } from '../ScrollRegion';
import type { ListQuery, PromotionSort } from './usePromotionPage';
import { STATE_NAMES } from './stateNames';

type Row = StudioSchemas['PromotionListRow'];

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—');
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' }) : '—');

const COLUMNS: Array<{ sort?: PromotionSort; label: string }> = [
  { sort: 'code', label: 'Promotion' },
  { sort: 'name', label: 'Name' },
  { sort: 'brand', label: 'Brand' },
  { sort: 'address', label: 'Address' },
  { label: 'State' },
  { sort: 'claims', label: 'Claims, last 7 days' },
  { sort: 'closes', label: 'Claims close' },
  { sort: 'published', label: 'Last published' },
];

/**
 * One page of promotions as a table: each column that sorts has a button in its header (aria-sort says how it is
 * sorted); a promotion stored but not served yet says so instead of a link.
 */
export function PromotionTable({ rows, query, sortBy }: { rows: Row[]; query: ListQuery; sortBy: (sort: PromotionSort, order: 'asc' | 'desc') => void }) {
  return (
    <ScrollRegion label="Promotions found">
      <table className="promotions">
        <thead>
          <tr>
            {COLUMNS.map(({ sort, label }) => {
              const sorted = sort === query.sort;
              return (
                <th key={label} scope="col" aria-sort={sorted ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined}>
                  {sort ? (
                    <button type="button" className="sort-button" onClick={() => sortBy(sort, sorted && query.order === 'asc' ? 'desc' : 'asc')}>
                      {label}
                      <span aria-hidden="true">{sorted ? (query.order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
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
              <td>{row.name ?? '—'}</td>
              <td>{row.brand ?? '—'}</td>
              <td>{row.basePath ?? '—'}</td>
              <td>
                {row.states.length
                  ? row.states.map((state) => (
                      <span key={state} className="tag">
                        {state === 'scheduled' && row.scheduledAt ? `Publish scheduled ${when(row.scheduledAt)}` : STATE_NAMES[state]}
                      </span>
                    ))
                  : '—'}
              </td>
              <td className="number">{row.claimsLastWeek}</td>
              <td>{day(row.claimsUntil)}</td>
              <td>{row.published_at ? `${when(row.published_at)} by ${row.published_by}` : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
