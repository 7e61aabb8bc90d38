import type { PropsOf, WidgetProps } from '../../engine/contract';
import { DigitBoxes } from '../_shared/DigitBoxes';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** A claim reference typed as three boxes of three digits, stored as "111-222-333" ('' when empty). */
export default function ReferenceBoxes({ id, name, text, content, props, value, onChange, errors }: WidgetProps<Props>) {
  return (
    <DigitBoxes
      id={id}
      label={text('label')}
      hint={text('hint')}
      boxLabel={(n, count) => text('boxLabel', { n, count })}
      boxCount={3}
      digitsPerBox={3}
      placeholders={props.placeholders}
      errors={errors}
      content={content}
      value={value}
      onChange={onChange}
      name={name}
    />
  );
}
