import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { WidgetProps } from '../../engine/contract';
import { describedBy, ErrorMessages, Hint } from '../_shared/fieldMessages';
import { BOX_COUNT, boxesOf, digitsIn, DIGITS_PER_BOX, fillFrom, referenceOf } from './reference';

interface ReferenceBoxesProps {
  placeholders?: string[];
}

/**
 * A claim reference typed as three boxes of three digits, stored as "111-222-333" ('' when empty).
 * Focus moves on when a box is full, Backspace in an empty box goes back, and pasting a whole reference fills
 * every box.
 */
export default function ReferenceBoxes({ id, text, content, props, value, onChange, errors }: WidgetProps<ReferenceBoxesProps>) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const boxes = boxesOf(value);
  const hint = text('hint');
  const invalid = errors.length > 0;
  const legendId = `${id}-legend`;
  const boxIdOf = (index: number) => (index === 0 ? id : `${id}-${index + 1}`);
  const focusBox = (index: number) => inputs.current[Math.min(index, BOX_COUNT - 1)]?.focus();

  const write = (start: number, digits: string) => {
    const filled = fillFrom(boxes, start, digits);
    onChange(referenceOf(filled.boxes));
    return filled.last;
  };

  const onType = (index: number, typed: string) => {
    const digits = digitsIn(typed);
    const last = write(index, digits);
    const grew = digits.length > boxes[index].length;
    if (grew && digits.length >= DIGITS_PER_BOX) focusBox(last + 1);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsIn(event.clipboardData.getData('text'));
    if (digits.length <= DIGITS_PER_BOX) return; // a single box's worth: let the input handle it
    event.preventDefault();
    const start = digits.length >= BOX_COUNT * DIGITS_PER_BOX ? 0 : index;
    focusBox(write(start, digits));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && boxes[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    }
  };

  return (
    <div className={invalid ? 'field field--error' : 'field'}>
      <fieldset className="fieldset" aria-describedby={describedBy(id, Boolean(hint), invalid)}>
        <legend className="fieldset__legend" id={legendId}>
          {text('label')}
        </legend>
        <Hint inputId={id} text={hint} />
        <ErrorMessages inputId={id} errors={errors} content={content} />
        <div className="reference-boxes">
          {boxes.map((box, index) => {
            const boxLabelId = `${boxIdOf(index)}-label`;
            return (
              <span className="reference-boxes__item" key={index}>
                {index > 0 && (
                  <span className="reference-boxes__separator" aria-hidden="true">
                    –
                  </span>
                )}
                <span className="visually-hidden" id={boxLabelId}>
                  {text('boxLabel', { n: index + 1, count: BOX_COUNT })}
                </span>
                <input
                  ref={(element) => {
                    inputs.current[index] = element;
                  }}
                  className="input input--width-3"
                  id={boxIdOf(index)}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={DIGITS_PER_BOX}
                  placeholder={props.placeholders?.[index]}
                  value={box}
                  onChange={(event) => onType(index, event.target.value)}
                  onPaste={(event) => onPaste(index, event)}
                  onKeyDown={(event) => onKeyDown(index, event)}
                  aria-labelledby={`${legendId} ${boxLabelId}`}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy(id, Boolean(hint), invalid)}
                />
              </span>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
