import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import type { FieldError, WidgetProps } from '../../engine/contract';
import { describedBy, Field } from '../_shared/fieldMessages';
import { compactUpper } from './bankDetails';

interface TextFieldProps {
  inputId: string;
  /** The name it posts under without scripts (`<widget's name>.<field>`). */
  name?: string;
  label: string;
  hint: string;
  errors: readonly FieldError[];
  content: WidgetProps['content'];
  value: string;
  onChange: (value: string) => void;
  width: 'full' | '20' | '10';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** Store upper case without spaces (IBAN, SWIFT/BIC), keeping the caret where the visitor types. */
  compact?: boolean;
}

/** One labelled input of the bank details; spell checking is off, bank data is not prose. */
export function BankTextField({ inputId, name, label, hint, errors, content, value, onChange, width, inputMode, autoComplete, compact }: TextFieldProps) {
  const invalid = errors.length > 0;
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    // A value rewritten by compacting would otherwise put the caret at the end after every key.
    if (caret.current === null || document.activeElement !== input.current) return;
    input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }); // every render: a dropped space leaves the value as it was, yet React rewrites the input

  const write = (raw: string, rawCaret: number) => {
    if (!compact) return onChange(raw);
    caret.current = compactUpper(raw.slice(0, rawCaret)).length;
    onChange(compactUpper(raw));
  };
  return (
    <Field inputId={inputId} label={label} hint={hint} errors={errors} content={content}>
      <input
        ref={input}
        className={`input input--width-${width}`}
        id={inputId}
        name={name}
        type="text"
        value={value}
        onChange={(event) => write(event.target.value, event.target.selectionStart ?? event.target.value.length)}
        inputMode={inputMode}
        autoComplete={autoComplete}
        autoCapitalize={compact ? 'characters' : undefined}
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(inputId, Boolean(hint), invalid)}
      />
    </Field>
  );
}

interface CountrySelectProps {
  inputId: string;
  name?: string;
  label: string;
  errors: readonly FieldError[];
  content: WidgetProps['content'];
  countries: readonly string[];
  nameOf: (country: string) => string;
  value: string;
  onChange: (country: string) => void;
}

/** The bank's country; it always has one (the default), so there is no "please select" entry. */
export function CountrySelect({ inputId, name, label, errors, content, countries, nameOf, value, onChange }: CountrySelectProps) {
  const invalid = errors.length > 0;
  return (
    <Field inputId={inputId} label={label} hint="" errors={errors} content={content}>
      <select
        className="select"
        id={inputId}
        name={name}
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
