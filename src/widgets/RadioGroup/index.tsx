import type { WidgetProps } from '../../engine/contract';
import { describedBy, ErrorMessages, Hint } from '../_shared/fieldMessages';

interface RadioGroupProps {
  options: string[];
  inline?: boolean;
}

/** One choice from a fixed list; the first radio carries the field id so the error summary can focus it. */
export default function RadioGroup({ id, text, content, props, value, onChange, errors }: WidgetProps<RadioGroupProps>) {
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
          {props.options.map((option, index) => {
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
                  {text(`option_${option}`)}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
