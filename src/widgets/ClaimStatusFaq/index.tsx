import type { PropsOf, WidgetProps } from '../../engine/contract';
import { displayStatus } from '../_shared/claimStatus';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/**
 * My-claim's FAQ: the questions every claimant has (slot `body`) and, when the block names one, the questions of
 * the tracked claim's display status (slot `status_<STATUS>`, e.g. status_AWAITING_INFORMATION), after them.
 */
export default function ClaimStatusFaq({ id, data, text, html }: WidgetProps<Props, { status?: string } | null>) {
  if (!data) return null;
  const statusSlot = `status_${displayStatus(data.status)}`;
  const title = text('title');
  return (
    <section className="claim-status-faq rich-text-block" aria-labelledby={title ? `${id}-title` : undefined}>
      {title && (
        <h2 className="heading-m" id={`${id}-title`}>
          {title}
        </h2>
      )}
      {text(statusSlot) && <div className="claim-status-faq__status">{html(statusSlot)}</div>}
      {html('body')}
    </section>
  );
}
