import type { ReactNode } from 'react';
import type { Review, ReviewChange } from './reviewTypes';
import './review.css';

const AREA_NAMES: Record<string, string> = {
  settings: 'Settings',
  locales: 'Languages and countries',
  flags: 'Switches',
  catalogue: 'Catalogue: dates, products, rewards',
  flow: 'Step order',
  step: 'Claim steps',
  page: 'Pages',
  layout: 'Layout of every page',
  validation: 'Validation',
  wording: 'Wording',
  image: 'Images',
};
const OPS: Record<ReviewChange['op'], string> = { added: 'Added', removed: 'Removed', changed: 'Changed', moved: 'Moved' };

/** A value as a manager reads it: a text as it is, anything else as indented JSON (long ones cut). */
function Value({ value }: { value: unknown }) {
  if (typeof value === 'string') return <span className="review__text">{value}</span>;
  const text = JSON.stringify(value, null, 2) ?? String(value);
  return <pre className="review__json">{text.length > 1500 ? `${text.slice(0, 1500)}\n…` : text}</pre>;
}

/** A changed text, once as it was (removed words struck through) and once as it will be (added words marked). */
function Words({ words, side }: { words: NonNullable<ReviewChange['words']>; side: 'before' | 'after' }) {
  return (
    <span className="review__text">
      {words.map((part, index) => {
        if (part.added) return side === 'after' ? <ins key={index}>{part.text}</ins> : null;
        if (part.removed) return side === 'before' ? <del key={index}>{part.text}</del> : null;
        return <span key={index}>{part.text}</span>;
      })}
    </span>
  );
}

function Change({ change }: { change: ReviewChange }) {
  const side = (which: 'before' | 'after'): ReactNode =>
    change.words ? <Words words={change.words} side={which} /> : change[which] === undefined ? <span className="hint">(none)</span> : <Value value={change[which]} />;
  return (
    <li className={`review__change${change.careful ? ' review__change--careful' : ''}`}>
      {change.careful && (
        <p className="review__careful">
          <strong className="tag tag--warning">Check carefully</strong> {change.careful}
        </p>
      )}
      <p className="review__where">
        <strong>{OPS[change.op]}:</strong> {change.where}{' '}
        <code className="review__pointer">
          {change.file}
          {change.pointer ? `#${change.pointer}` : ''}
        </code>
      </p>
      {change.op === 'moved' && change.moved ? (
        <p>
          From position {change.moved.from} to position {change.moved.to}.
        </p>
      ) : (
        <dl className="review__sides">
          {change.op !== 'added' && (
            <div>
              <dt>Before</dt>
              <dd>{side('before')}</dd>
            </div>
          )}
          {change.op !== 'removed' && (
            <div>
              <dt>After</dt>
              <dd>{side('after')}</dd>
            </div>
          )}
        </dl>
      )}
    </li>
  );
}

/**
 * Every change of a review, where a manager knows it, with before and after: those to check carefully first, then the
 * others by what they change. `level` is the heading level of its sections, under the caller's heading.
 */
export function ReviewList({ review, level = 4, empty = 'Nothing changes for customers.' }: { review: Review; level?: 3 | 4 | 5; empty?: string }) {
  const Heading = `h${level}` as 'h4';
  if (review.changes.length === 0) return <p>{empty}</p>;
  const careful = review.changes.filter((c) => c.careful);
  const areas = [...new Set(review.changes.filter((c) => !c.careful).map((c) => c.area))];
  return (
    <div className="review">
      <p>
        {review.changes.length} change{review.changes.length === 1 ? '' : 's'}
        {careful.length > 0 ? `, ${careful.length} to check carefully` : ''}.
      </p>
      {review.summary && review.summary.length > 0 && (
        <section className="review__section review__section--summary">
          <Heading>In short</Heading>
          <ul className="review__summary">
            {review.summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {careful.length > 0 && (
        <section className="review__section review__section--careful">
          <Heading>Check carefully ({careful.length})</Heading>
          <ul className="review__list">
            {careful.map((change) => (
              <Change key={`${change.file}#${change.pointer}#${change.op}`} change={change} />
            ))}
          </ul>
        </section>
      )}
      {areas.map((area) => {
        const changes = review.changes.filter((c) => !c.careful && c.area === area);
        return (
          <section key={area} className="review__section">
            <Heading>
              {AREA_NAMES[area] ?? area} ({changes.length})
            </Heading>
            <ul className="review__list">
              {changes.map((change) => (
                <Change key={`${change.file}#${change.pointer}#${change.op}`} change={change} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
