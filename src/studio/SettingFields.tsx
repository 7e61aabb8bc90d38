import type { ReactNode } from 'react';
import { FieldError, useFieldProblems } from './Problems';

/**
 * The Settings tab's controls, each bound to one value of a package file (file + JSON pointer: the id the checker's
 * errors link to), with a plain label and hint. They change nothing themselves: `onChange` goes to the draft.
 */
interface Bound<T> {
  file: string;
  pointer: string;
  label: ReactNode;
  hint?: ReactNode;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}

function Field({
  file,
  pointer,
  label,
  hint,
  children,
}: {
  file: string;
  pointer: string;
  label: ReactNode;
  hint?: ReactNode;
  children: (inputProps: ReturnType<typeof useFieldProblems>['inputProps']) => ReactNode;
}) {
  const { id, problems, inputProps } = useFieldProblems(file, pointer);
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, inputProps['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className={problems.length ? 'field field--error' : 'field'}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      <FieldError id={id} problems={problems} />
      {children({ ...inputProps, 'aria-describedby': describedBy })}
    </div>
  );
}

export const TextSetting = ({ value, onChange, type = 'text', ...field }: Bound<string> & { type?: 'text' | 'url' | 'date' }) => (
  <Field {...field}>
    {(inputProps) => (
      <input className={type === 'date' ? 'input input--date' : 'input'} type={type} {...inputProps} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)} />
    )}
  </Field>
);

export const NumberSetting = ({ value, onChange, min, max, ...field }: Bound<number> & { min?: number; max?: number }) => (
  <Field {...field}>
    {(inputProps) => (
      <input
        className="input input--number"
        type="number"
        min={min}
        max={max}
        {...inputProps}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      />
    )}
  </Field>
);

export const ChoiceSetting = ({ value, onChange, options, ...field }: Bound<string> & { options: Array<{ value: string; label: string }> }) => (
  <Field {...field}>
    {(inputProps) => (
      <select className="input" {...inputProps} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )}
  </Field>
);

/** A yes/no setting: the box, its label beside it, its hint under both. */
export function CheckboxSetting({ file, pointer, label, hint, value, onChange }: Bound<boolean>) {
  const { id, problems, inputProps } = useFieldProblems(file, pointer);
  return (
    <div className={problems.length ? 'field field--error' : 'field'}>
      <FieldError id={id} problems={problems} />
      <div className="checkbox">
        <input type="checkbox" {...inputProps} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && <p className="hint hint--checkbox">{hint}</p>}
    </div>
  );
}

/** A value set where the package is made (its code, its schema version): shown, not edited here. */
export const FixedSetting = ({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) => (
  <div className="field">
    <p className="label">{label}</p>
    <p className="fixed-value">{value ?? '—'}</p>
    {hint && <p className="hint">{hint}</p>}
  </div>
);
