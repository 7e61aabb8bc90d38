import type { PropsOf, WidgetProps } from '../../engine/contract';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

interface Money {
  amount: number;
  currency: string;
}

interface RevaluedClaim {
  status_message?: string | null;
  rewards?: ReadonlyArray<{ id: string; value: Money }>;
}

/** An amount in the visitor's locale, e.g. £120.00 (en-GB) or 120,00 € (de-DE); the currency code if unknown. */
export function formatMoney(value: Money, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency }).format(value.amount);
  } catch {
    return `${value.amount} ${value.currency}`;
  }
}

/**
 * What a revaluation offers (AWAITING_REVALUATION): the revised amount per reward of the tracked claim and the
 * optional message of the promotion team. The accept and reject buttons are forms of their own next to it.
 */
export default function RevaluationOffer({ id, data, text, html, env }: WidgetProps<Props, RevaluedClaim | null>) {
  const rewards = data?.rewards ?? [];
  const message = data?.status_message?.trim();
  return (
    <div className="revaluation-offer">
      {html('intro')}
      <dl className="summary-list">
        {rewards.map((reward, index) => (
          <div className="summary-list__row" key={reward.id}>
            <dt className="summary-list__key" id={index === 0 ? `${id}-offer` : undefined}>
              {text('offerLabel')}
            </dt>
            <dd className="summary-list__value">
              <strong className="revaluation-offer__amount">{formatMoney(reward.value, env.locale)}</strong>
            </dd>
          </div>
        ))}
        {message && (
          <div className="summary-list__row">
            <dt className="summary-list__key">{text('messageLabel')}</dt>
            <dd className="summary-list__value revaluation-offer__message">{message}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
