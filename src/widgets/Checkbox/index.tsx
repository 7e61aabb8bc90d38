import type { WidgetProps } from '../../engine/contract';
import { describedBy, ErrorMessages, Hint } from '../_shared/fieldMessages';

/** A single yes/no checkbox bound to a boolean (e.g. checklist1, contactByEmail). */
export default function Checkbox({ id, name, text, content, value, onChange, errors }: WidgetProps) {
  const hint = text('hint');
  const invalid = errors.length > 0;
  return (
    <div className={invalid ? 'field field--error' : 'field'}>
      <ErrorMessages inputId={id} errors={errors} content={content} />
      <div className="checkbox">
        <input
          className="checkbox__input"
          type="checkbox"
          id={id}
          name={name}
          value="true"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(id, Boolean(hint), invalid)}
        />
        <label className="checkbox__label" htmlFor={id}>
          {text('label')}
        </label>
        <Hint inputId={id} text={hint} />
      </div>
    </div>
  );
}
