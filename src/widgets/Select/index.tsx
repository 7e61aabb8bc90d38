import type { PropsOf, WidgetProps } from '../../engine/contract';
import { describedBy, Field } from '../_shared/fieldMessages';
import type { NamedItem } from '../_shared/namedItems';
import { MAX_OPTIONS, optionsOf } from './options';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** A drop-down whose first option is the placeholder (stored as null). Ids keep their type (number or string). */
export default function Select(widget: WidgetProps<Props, NamedItem[]>) {
  const { id, name, text, content, props, value, onChange, errors } = widget;
  const options = optionsOf(widget).slice(0, MAX_OPTIONS);
  const hint = text('hint');
  const invalid = errors.length > 0;
  const selected = options.find((option) => option.value === value);
  return (
    <Field inputId={id} label={text('label')} hint={hint} errors={errors} content={content}>
      <select
        className="select"
        id={id}
        name={name}
        value={selected ? String(selected.value) : ''}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          onChange(chosen ? chosen.value : null);
        }}
        autoComplete={props.autoComplete}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, Boolean(hint), invalid)}
      >
        <option value="">{text('placeholder')}</option>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
