import type { PropsOf, WidgetProps } from '../../engine/contract';
import { describedBy, Field } from '../_shared/fieldMessages';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/**
 * A single-line text field. Stores exactly what was typed ('' when empty); validation decides the rest. `maxLength`
 * is never the input's `maxlength`: a browser would drop what is typed past it without a word (a name or an e-mail
 * cut short); the step's validation refuses a longer value with a message that says the limit.
 */
export default function TextInput({ id, name, text, content, props, value, onChange, errors }: WidgetProps<Props>) {
  const hint = text('hint');
  const invalid = errors.length > 0;
  const width = props.width ?? 'full';
  return (
    <Field inputId={id} label={text('label')} hint={hint} errors={errors} content={content}>
      <input
        className={`input input--width-${width}`}
        id={id}
        name={name}
        type={props.inputType ?? 'text'}
        value={typeof value === 'string' ? value : value == null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        spellCheck={props.inputType === 'email' ? false : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, Boolean(hint), invalid)}
      />
    </Field>
  );
}
