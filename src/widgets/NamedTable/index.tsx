import { useId } from 'react';
import type { PropsOf, WidgetProps } from '../../engine/contract';
import { linesOf, namedItems, sortByName } from '../_shared/namedItems';
import './namedTable.css';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/**
 * A one-column table (the name) of a data source's {id, name} entries, e.g. qualifying products or resellers,
 * under a sub-title taken from a newline-separated content list (slot `subtitles`, line `subtitleIndex`).
 */
export default function NamedTable({ data, props, text, env }: WidgetProps<Props, unknown>) {
  const headingId = useId();
  const subtitle = linesOf(text('subtitles'))[props.subtitleIndex] ?? '';
  const items = namedItems(data);
  const rows = props.sort ? sortByName(items, env.locale) : items;
  const Heading = props.level === 3 ? 'h3' : 'h2';
  return (
    <section className="named-table" aria-labelledby={subtitle ? headingId : undefined}>
      {subtitle && <Heading id={headingId}>{subtitle}</Heading>}
      {rows.length === 0 ? (
        <p className="named-table__empty">{text('empty')}</p>
      ) : (
        <table className="named-table__table" aria-labelledby={subtitle ? headingId : undefined}>
          <thead>
            <tr>
              <th scope="col">{text('column')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
