import type { StudioSchemas } from '../api';
import { ReviewList } from './ReviewList';

type Reached = StudioSchemas['ReachedPromotion'];

/** How a reached promotion's own check went, in a sentence. */
function checkOf(promotion: Reached): string {
  if (!promotion.changes) return 'Nothing to check: it keeps what it has.';
  if (promotion.checkerErrors.length) return `The checker finds ${promotion.checkerErrors.length} problem(s) with this change.`;
  const summary = promotion.simulation?.summary;
  if (!summary) return promotion.ok ? 'Checked: no site of its own, so no journey to walk.' : 'Not checked.';
  return `Journeys: ${summary.completed} of ${summary.journeys} reach the confirmation with this change.`;
}

/**
 * A base's review, promotion by promotion: every promotion that extends it (directly or through another base), what
 * its change changes there (what a promotion sets itself it keeps) and that promotion's own check with the change.
 */
export function ReachedPromotions({ reach }: { reach: Reached[] }) {
  if (reach.length === 0) return null;
  const changing = reach.filter((p) => p.changes).length;
  return (
    <section aria-labelledby="reach-title" className="reach">
      <h3 id="reach-title">Promotions this change reaches ({reach.length})</h3>
      <p>
        This package is a base: {reach.length} promotion{reach.length === 1 ? ' extends' : 's extend'} it, and its change goes live in{' '}
        {changing === reach.length ? 'each of them' : `${changing} of them`} when it is published. Each is checked and its journeys walked with the change.
      </p>
      {reach.map((promotion) => (
        <section key={promotion.code} aria-labelledby={`reach-${promotion.code}`} className="reach__promotion">
          <h4 id={`reach-${promotion.code}`}>
            {promotion.code}
            {promotion.name ? `: ${promotion.name}` : ''}
          </h4>
          {promotion.through.length > 0 && <p className="hint">Through {promotion.through.join(' › ')}, which extends this base.</p>}
          <ReviewList review={promotion.review} level={5} empty="Nothing changes for it: it sets its own values wherever this base changed." />
          {promotion.draft && promotion.changes && <p className="hint">Its draft waiting takes the change too.</p>}
          <p className={promotion.ok ? undefined : 'error-summary'}>{checkOf(promotion)}</p>
          {!promotion.ok && <pre className="report">{promotion.checkerErrors.length ? promotion.checkerErrors.join('\n') : promotion.report}</pre>}
        </section>
      ))}
    </section>
  );
}
