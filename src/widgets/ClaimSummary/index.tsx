import { useEffect } from 'react';
import type { PropsOf, WidgetProps } from '../../engine/contract';
import { badgeTone, displayStatus, lastUpdatedDate } from '../_shared/claimStatus';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

interface ClaimDetails {
  reference: string;
  status: string;
  status_message?: string | null;
  updated_at?: string | null;
}

/**
 * The tracked claim: reference, status badge, what the status means and when it last changed.
 * Without a tracked claim the visitor is sent to the tracker (spec: my-claim redirects to track-claim).
 */
export default function ClaimSummary({ data, text, html, env, navigate, props }: WidgetProps<Props, ClaimDetails | null>) {
  useEffect(() => {
    // Replace, so Back from the tracker does not bounce through this page again.
    if (!data) navigate(props.to, { replace: true });
  }, [data, navigate, props.to]);
  if (!data) return null;

  const status = displayStatus(data.status);
  return (
    <section className="claim-summary" aria-labelledby="claim-summary-title">
      <h1 id="claim-summary-title" className="heading-xl">
        {text('title', { reference: data.reference })}
      </h1>
      <p className="claim-summary__status">
        <span className="claim-summary__label">{text('statusLabel')} </span>
        <strong className={`badge badge--${badgeTone(status)}`}>{text(`status_${status}`) || status}</strong>
      </p>
      {html(`statusDescription_${status}`)}
      {data.status_message && !props.statusMessageElsewhere?.includes(status) && <p className="claim-summary__message">{data.status_message}</p>}
      <p className="claim-summary__updated">
        {text('lastUpdated')} <time dateTime={data.updated_at ?? undefined}>{lastUpdatedDate(data.updated_at, env.locale, env.timezone)}</time>
      </p>
    </section>
  );
}
