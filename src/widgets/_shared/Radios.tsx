import type { FieldError, WidgetProps } from '../../engine/contract';
import { describedBy, ErrorMessages, Hint } from './fieldMessages';

interface RadiosProps<V extends string> {
  /** The field id: the first radio carries it so the error summary can focus it, the others `${id}-1` … */
  id: string;
  /** The name the radios post under without scripts (the field's path); default `${id}-options`. */
  name?: string;
  legend: string;
  hint?: string;
  options: readonly V[];
  labelOf: (option: V) => string;
  inline?: boolean;
  errors: readonly FieldError[];
  content: WidgetProps['content'];
  value: unknown;
  onChange: (option: V) => void;
}

/** One choice from a list as native radios under a legend (so arrow keys work as usual), GOV.UK style. */
export function Radios<V extends string>({ id, name, legend, hint = '', options, labelOf, inline, errors, content, value, onChange }: RadiosProps<V>) {
  const invalid = errors.length > 0;
  return (
    <div className={invalid ? 'field field--error' : 'field'}>
      <fieldset className="fieldset" aria-describedby={describedBy(id, Boolean(hint), invalid)}>
        <legend className="fieldset__legend">{legend}</legend>
        <Hint inputId={id} text={hint} />
        <ErrorMessages inputId={id} errors={errors} content={content} />
        <div className={inline ? 'radios radios--inline' : 'radios'}>
          {options.map((option, index) => {
            const optionId = index === 0 ? id : `${id}-${index}`;
            return (
              <div className="radios__item" key={option}>
                <input
                  className="radios__input"
                  type="radio"
                  id={optionId}
                  name={name ?? `${id}-options`}
                  value={option}
                  checked={value === option}
                  onChange={() => onChange(option)}
                  aria-invalid={invalid || undefined}
                />
                <label className="radios__label" htmlFor={optionId}>
                  {labelOf(option)}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
