import type { FieldError, WidgetProps } from '../../engine/contract';

/** Ids of the hint and error paragraphs that belong to the input with this id. */
export const hintIdOf = (inputId: string) => `${inputId}-hint`;
export const errorIdOf = (inputId: string) => `${inputId}-error`;

/** The aria-describedby value for an input: hint first, then errors (GOV.UK order). */
export function describedBy(inputId: string, hasHint: boolean, hasErrors: boolean): string | undefined {
  const ids = [hasHint && hintIdOf(inputId), hasErrors && errorIdOf(inputId)].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function Hint({ inputId, text }: { inputId: string; text: string }) {
  if (!text) return null;
  return (
    <div className="hint" id={hintIdOf(inputId)}>
      {text}
    </div>
  );
}

/** One paragraph with every message, GOV.UK style: "Error:" is read out, not shown. */
export function ErrorMessages({
  inputId,
  errors,
  content,
}: {
  inputId: string;
  errors: readonly FieldError[];
  content: WidgetProps['content'];
}) {
  if (errors.length === 0) return null;
  const messages = [...new Set(errors.map((error) => content.text(error.alias)))];
  return (
    <p className="error-message" id={errorIdOf(inputId)}>
      {/* 'errorPrefix' is declared in layout.json text, so the definitions check verifies every locale has it. */}
      <span className="visually-hidden">{content.text('errorPrefix')} </span>
      {messages.map((message, index) => (
        <span key={message}>
          {index > 0 && <br />}
          {message}
        </span>
      ))}
    </p>
  );
}

/** A labelled single-input field: label, hint and errors above the input (GOV.UK form group). */
export function Field({
  inputId,
  label,
  hint,
  errors,
  content,
  children,
}: {
  inputId: string;
  label: string;
  hint: string;
  errors: readonly FieldError[];
  content: WidgetProps['content'];
  children: React.ReactNode;
}) {
  return (
    <div className={errors.length > 0 ? 'field field--error' : 'field'}>
      <label className="label" htmlFor={inputId}>
        {label}
      </label>
      <Hint inputId={inputId} text={hint} />
      <ErrorMessages inputId={inputId} errors={errors} content={content} />
      {children}
    </div>
  );
}
