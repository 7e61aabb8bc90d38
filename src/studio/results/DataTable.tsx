import type { ShownTable } from './types';

/** A table of figures: its caption, column headers, each row headed by its first cell. */
export function DataTable({ table }: { table: ShownTable }) {
  return (
    <div className="results-table scroll-region" role="region" aria-label={table.caption} tabIndex={0}>
      <table id={table.id}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 && (
            <tr>
              <td colSpan={table.head.length}>Nothing counted in this range.</td>
            </tr>
          )}
          {table.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={j} className={typeof cell === 'number' ? 'numeric' : undefined}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
