import type { PropsOf, WidgetProps } from '../../engine/contract';
import { formatAnswer, type AnswerFormat, type AnswerLabels, type FormatContext } from './formatAnswer';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** A draft path, or a path with its own formatter (the title of a name row is an option, the names are text). */
type Answer = string | { path: string; format?: AnswerFormat; optionSlotPrefix?: string };

interface Row {
  label: string;
  answers: Answer[];
  format?: AnswerFormat;
  optionSlotPrefix?: string;
  optional?: boolean;
  when?: Record<string, unknown[]>;
}

const valueAt = (values: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), values);

/**
 * Check your answers (GOV.UK pattern): every section a summary list of the draft's answers with a Change link
 * to the step that owns them; the rows, their labels and formatters come from the definition.
 */
export default function AnswerSummary(widget: WidgetProps<Props, AnswerLabels>) {
  const { id, props, text, formValues, env, data, content, hrefOf, Link } = widget;
  const ctx = (optionSlotPrefix: string | undefined): FormatContext => ({ env, labels: data, alias: (alias) => content.text(alias), slot: (slot) => text(slot), optionSlotPrefix });
  const format = (row: Row, answer: Answer, scope: unknown) =>
    typeof answer === 'string'
      ? formatAnswer(valueAt(scope, answer), row.format ?? 'text', ctx(row.optionSlotPrefix))
      : formatAnswer(valueAt(scope, answer.path), answer.format ?? 'text', ctx(answer.optionSlotPrefix));

  const rowsFor = (rows: Row[], scope: unknown) =>
    rows.flatMap((row) => {
      if (row.when && !Object.entries(row.when).every(([path, allowed]) => allowed.includes(valueAt(formValues, path) ?? null))) return [];
      const parts = row.answers.map((answer) => format(row, answer, scope)).filter(Boolean);
      if (parts.length === 0 && row.optional) return [];
      return [{ row, parts }];
    });

  return (
    <div className="answer-summary">
      {props.sections.map((section, sectionIndex) => {
        const title = text(section.title);
        const entries = section.each ? ((valueAt(formValues, section.each) as unknown[]) ?? []) : [formValues];
        const change = section.changeStep && `${hrefOf(section.changeStep)}${props.returnTo ? `?return=${encodeURIComponent(props.returnTo)}` : ''}`;
        return (
          <section key={sectionIndex} className="summary-card" aria-labelledby={`${id}-${sectionIndex}`}>
            <div className="summary-card__header">
              <h2 className="summary-card__title" id={`${id}-${sectionIndex}`}>
                {title}
              </h2>
              {change && (
                <Link className="summary-card__change" to={change}>
                  {text('change')}{' '}
                  <span className="visually-hidden">{title}</span>
                </Link>
              )}
            </div>
            {entries.map((entry, index) => (
              <div key={index}>
                {section.eachTitle && entries.length > 1 && <h3 className="summary-card__subtitle">{text(section.eachTitle, { n: index + 1 })}</h3>}
                <dl className="summary-list">
                  {rowsFor(section.rows, entry).map(({ row, parts }) => (
                    <div className="summary-list__row" key={row.label}>
                      <dt className="summary-list__key">{text(row.label)}</dt>
                      <dd className="summary-list__value">
                        {parts.length === 0
                          ? text('notProvided')
                          : row.format === 'lines'
                            ? parts.map((part, i) => <span className="summary-list__line" key={i}>{part}</span>)
                            : parts.join(' ')}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}
