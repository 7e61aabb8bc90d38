import type { ClipboardEvent, HTMLAttributes } from 'react';
import type { FieldError, WidgetProps } from '../../engine/contract';
import { describedBy, ErrorMessages, Field } from '../_shared/fieldMessages';

interface TextFieldProps {
  inputId: string;
  label: string;
  hint: string;
  errors: readonly FieldError[];
  content: WidgetProps['content'];
  value: string;
  onChange: (value: string) => void;
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
  maxLength: number;
  width: 'full' | '20' | '10';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  upperCase?: boolean;
}

/** One labelled input of the bank details; spell checking is off, bank data is not prose. */
export function BankTextField({ inputId, label, hint, errors, content, value, onChange, onPaste, maxLength, width, inputMode, autoComplete, upperCase }: TextFieldProps) {
  const invalid = errors.length > 0;
  return (
    <Field inputId={inputId} label={label} hint={hint} errors={errors} content={content}>
      <input
        className={`input input--width-${width}`}
        id={inputId}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onPaste={onPaste}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete}
        autoCapitalize={upperCase ? 'characters' : undefined}
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(inputId, Boolean(hint), invalid)}
      />
    </Field>
  );
}

interface ChoiceProps<V extends string> {
  inputId: string;
  legend: string;
  options: readonly V[];
  labelOf: (option: V) => string;
  errors: readonly FieldError[];
  content: WidgetProps['content'];
  value: string | null;
  onChange: (value: V) => void;
}

/** Radios for a closed list (legal type, account type); the first radio carries the id the error summary links to. */
export function BankChoice<V extends string>({ inputId, legend, options, labelOf, errors, content, value, onChange }: ChoiceProps<V>) {
  const invalid = errors.length > 0;
  return (
    <div className={invalid ? 'field field--error' : 'field'}>
      <fieldset className="fieldset" aria-describedby={describedBy(inputId, false, invalid)}>
        <legend className="fieldset__legend">{legend}</legend>
        <ErrorMessages inputId={inputId} errors={errors} content={content} />
        <div className="radios radios--inline">
          {options.map((option, index) => {
            const optionId = index === 0 ? inputId : `${inputId}-${index}`;
            return (
              <div className="radios__item" key={option}>
                <input
                  className="radios__input"
                  type="radio"
                  id={optionId}
                  name={`${inputId}-options`}
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

interface CountrySelectProps {
  inputId: string;
  label: string;
  errors: readonly FieldError[];
  content: WidgetProps['content'];
  countries: readonly string[];
  nameOf: (country: string) => string;
  value: string;
  onChange: (country: string) => void;
}

/** The bank's country; it always has one (the default), so there is no "please select" entry. */
export function CountrySelect({ inputId, label, errors, content, countries, nameOf, value, onChange }: CountrySelectProps) {
  const invalid = errors.length > 0;
  return (
    <Field inputId={inputId} label={label} hint="" errors={errors} content={content}>
      <select
        className="select"
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(inputId, false, invalid)}
      >
        {countries.map((country) => (
          <option key={country} value={country}>
            {nameOf(country)}
          </option>
        ))}
      </select>
    </Field>
  );
}
