import type { WidgetProps } from '../../engine/contract';
import './slimBanner.css';

/** A thin announcement strip above the page content. */
export default function SlimBanner({ html }: WidgetProps) {
  return <div className="slim-banner">{html('body')}</div>;
}
