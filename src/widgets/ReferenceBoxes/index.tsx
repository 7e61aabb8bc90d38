import type { WidgetProps } from '../../engine/contract';
import { DigitBoxes } from '../_shared/DigitBoxes';

interface ReferenceBoxesProps {
  placeholders?: string[];
}

/** A claim reference typed as three boxes of three digits, stored as "111-222-333" ('' when empty). */
export default function ReferenceBoxes({ id, text, content, props, value, onChange, errors }: WidgetProps<ReferenceBoxesProps>) {
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
    />
  );
}
