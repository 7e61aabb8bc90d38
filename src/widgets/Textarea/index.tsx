import type { WidgetProps } from '../../engine/contract';
import { describedBy, Field } from '../_shared/fieldMessages';

interface TextareaProps {
  rows?: number;
  maxLength?: number;
  /** Fixed placeholder wording from the text slot 'placeholder' is preferred; this is for a literal one. */
  placeholder?: string;
}

/** A multi-line answer (a message, a return reason). Stores exactly what was typed ('' when empty). */
export default function Textarea({ id, text, content, props, value, onChange, errors }: WidgetProps<TextareaProps>) {
  const hint = text('hint');
  const invalid = errors.length > 0;
  return (
    <Field inputId={id} label={text('label')} hint={hint} errors={errors} content={content}>
      <textarea
        className="textarea"
        id={id}
        rows={props.rows ?? 3}
        maxLength={props.maxLength}
        placeholder={text('placeholder') || props.placeholder}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, Boolean(hint), invalid)}
      />
    </Field>
  );
}
