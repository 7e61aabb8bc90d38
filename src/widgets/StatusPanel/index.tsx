import type { WidgetProps } from '../../engine/contract';
import { displayStatus } from '../_shared/claimStatus';

interface StatusPanelProps {
  /** Display statuses (after the spec's reduction) for which the panel's blocks are shown. */
  statuses: string[];
}

/**
 * A part of my-claim that exists only for some claim statuses (missing information, trade-in, revaluation,
 * return): its child blocks are shown while the tracked claim's display status is listed, under an optional title.
 */
export default function StatusPanel({ id, props, data, text, children }: WidgetProps<StatusPanelProps, { status?: string } | null>) {
  if (!data || !props.statuses.includes(displayStatus(data.status))) return null;
  const title = text('title');
  return (
    <section className="status-panel" aria-labelledby={title ? `${id}-title` : undefined}>
      {title && (
        <h2 className="heading-m" id={`${id}-title`}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
