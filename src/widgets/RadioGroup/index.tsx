import { useEffect } from 'react';
import type { WidgetProps } from '../../engine/contract';
import { describedBy, ErrorMessages, Hint } from '../_shared/fieldMessages';
import { availableOptions, replacementFor } from './availableOptions';

interface RadioGroupProps {
  options?: string[];
  listSlot?: string;
  inline?: boolean;
  optionFlags?: Record<string, string>;
  hideWhenSingle?: boolean;
}

/** One choice from a fixed list; the first radio carries the field id so the error summary can focus it. */
export default function RadioGroup({ id, text, content, props, value, onChange, errors, env }: WidgetProps<RadioGroupProps>) {
  // A comma-separated wording list (brands) is both the stored values and their labels.
  const listed = props.listSlot ? text(props.listSlot).split(',').map((entry) => entry.trim()).filter(Boolean) : undefined;
  const all = listed ?? props.options ?? [];
  const options = availableOptions(all, props.optionFlags, env);
  const hidden = props.hideWhenSingle === true && options.length === 1;
  const replacement = replacementFor(value, options, all, hidden);
  useEffect(() => {
    if (replacement !== undefined) onChange(replacement);
  }, [replacement, onChange]);

  // A question with a single possible answer is not asked; that answer is stored instead.
  if (hidden) return null;
  const hint = text('hint');
  const invalid = errors.length > 0;
  const groupName = `${id}-options`;
  return (
    <div className={invalid ? 'field field--error' : 'field'}>
      <fieldset className="fieldset" aria-describedby={describedBy(id, Boolean(hint), invalid)}>
        <legend className="fieldset__legend">{text('legend')}</legend>
        <Hint inputId={id} text={hint} />
        <ErrorMessages inputId={id} errors={errors} content={content} />
        <div className={props.inline ? 'radios radios--inline' : 'radios'}>
          {options.map((option, index) => {
            const optionId = index === 0 ? id : `${id}-${index}`;
            return (
              <div className="radios__item" key={option}>
                <input
                  className="radios__input"
                  type="radio"
                  id={optionId}
                  name={groupName}
                  value={option}
                  checked={value === option}
                  onChange={() => onChange(option)}
                  aria-invalid={invalid || undefined}
                />
                <label className="radios__label" htmlFor={optionId}>
                  {listed ? option : text(`option_${option}`)}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
