import type { PropsOf, WidgetProps } from '../../engine/contract';
import { describedBy, Field } from '../_shared/fieldMessages';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** A multi-line answer (a message, a return reason). Stores exactly what was typed ('' when empty). */
export default function Textarea({ id, name, text, content, props, value, onChange, errors }: WidgetProps<Props>) {
  const hint = text('hint');
  const invalid = errors.length > 0;
  return (
    <Field inputId={id} label={text('label')} hint={hint} errors={errors} content={content}>
      <textarea
        className="textarea"
        id={id}
        name={name}
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
