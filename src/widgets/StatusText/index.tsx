import type { PropsOf, WidgetProps } from '../../engine/contract';
import type manifest from './manifest';
import './statusText.css';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** Wording chosen by a value from a data source: the text slot option_<VALUE> (e.g. closed page by date-window status). */
export default function StatusText({ data, html }: WidgetProps<Props, string>) {
  if (typeof data !== 'string') return null;
  return <div className="status-text">{html(`option_${data}`)}</div>;
}
