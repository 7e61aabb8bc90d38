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
