import type { PropsOf, WidgetProps } from '../../engine/contract';
import { displayStatus } from '../_shared/claimStatus';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/**
 * A part of my-claim that exists only for some claim statuses (missing information, trade-in, revaluation,
 * return): its child blocks are shown while the tracked claim's display status is listed, under an optional title.
 */
export default function StatusPanel({ id, props, data, text, children }: WidgetProps<Props, { status?: string } | null>) {
  if (!data || !(props.statuses as readonly string[]).includes(displayStatus(data.status))) return null;
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
