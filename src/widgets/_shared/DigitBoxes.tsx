import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { FieldError, WidgetProps } from '../../engine/contract';
import { boxesOf, digitsIn, fillBoxes, joinedBoxes } from './boxes';
import { describedBy, ErrorMessages, Hint } from './fieldMessages';
import './digitBoxes.css';

interface DigitBoxesProps {
  /** The field id: the first box carries it (the error summary links there), the others `${id}-2` … */
  id: string;
  /** The boxes post without scripts as `<name>[1]`, `<name>[2]` … (core/engine/flow/postedAnswers.ts joins them). */
  name?: string;
  label: string;
  hint: string;
  /** Read out after the legend for box n of count, so each box has its own name. */
  boxLabel: (n: number, count: number) => string;
  boxCount: number;
  digitsPerBox: number;
  placeholders?: readonly string[];
  errors: readonly FieldError[];
  content: WidgetProps['content'];
  /** The boxes joined by hyphens ('' when empty); anything but a string shows empty boxes. */
  value: unknown;
  onChange: (value: string) => void;
}

/**
 * Digits typed into a row of boxes under one legend (claim reference, sort code). Focus moves on when a box is
 * full, Backspace in an empty box goes back, and pasting a whole value fills every box.
 */
export function DigitBoxes({ id, name, label, hint, boxLabel, boxCount, digitsPerBox, placeholders, errors, content, value, onChange }: DigitBoxesProps) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const boxes = boxesOf(value, boxCount);
  const invalid = errors.length > 0;
  const legendId = `${id}-legend`;
  const boxIdOf = (index: number) => (index === 0 ? id : `${id}-${index + 1}`);
  const focusBox = (index: number) => inputs.current[Math.min(index, boxCount - 1)]?.focus();

  const write = (start: number, digits: string) => {
    const filled = fillBoxes(boxes, start, digits, digitsPerBox);
    onChange(joinedBoxes(filled.boxes));
    return filled.last;
  };
  const onType = (index: number, typed: string) => {
    const digits = digitsIn(typed);
    const last = write(index, digits);
    if (digits.length > boxes[index].length && digits.length >= digitsPerBox) focusBox(last + 1);
  };
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsIn(event.clipboardData.getData('text'));
    if (digits.length <= digitsPerBox) return; // a single box's worth: let the input handle it
    event.preventDefault();
    focusBox(write(digits.length >= boxCount * digitsPerBox ? 0 : index, digits));
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
          {label}
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
                  {boxLabel(index + 1, boxCount)}
                </span>
                <input
                  ref={(element) => {
                    inputs.current[index] = element;
                  }}
                  className="input input--width-3"
                  id={boxIdOf(index)}
                  name={name && `${name}[${index + 1}]`}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={digitsPerBox}
                  placeholder={placeholders?.[index]}
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
