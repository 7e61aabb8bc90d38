import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { FieldError, WidgetProps } from '../../engine/contract';
import { describedBy, ErrorMessages, Hint } from '../_shared/fieldMessages';
import { digitsIn, DIGITS_PER_BOX, fillBoxes, SORT_CODE_BOXES, sortCodeBoxesOf, sortCodeOf } from './sortCode';

interface Props {
  inputId: string;
  label: string;
  hint: string;
  boxLabel: (n: number, count: number) => string;
  placeholders: readonly string[];
  errors: readonly FieldError[];
  content: WidgetProps['content'];
  value: string;
  onChange: (value: string) => void;
}

/**
 * The sort code as three two-digit boxes (as printed on UK cards), stored "11-22-99". Focus moves on when a box
 * is full, Backspace in an empty box goes back, and pasting a whole sort code fills every box.
 */
export function SortCodeBoxes({ inputId, label, hint, boxLabel, placeholders, errors, content, value, onChange }: Props) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const boxes = sortCodeBoxesOf(value);
  const invalid = errors.length > 0;
  const legendId = `${inputId}-legend`;
  const boxIdOf = (index: number) => (index === 0 ? inputId : `${inputId}-${index + 1}`);
  const focusBox = (index: number) => inputs.current[Math.min(index, SORT_CODE_BOXES - 1)]?.focus();

  const write = (start: number, digits: string) => {
    const filled = fillBoxes(boxes, start, digits);
    onChange(sortCodeOf(filled.boxes));
    return filled.last;
  };
  const onType = (index: number, typed: string) => {
    const digits = digitsIn(typed);
    const last = write(index, digits);
    if (digits.length > boxes[index].length && digits.length >= DIGITS_PER_BOX) focusBox(last + 1);
  };
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsIn(event.clipboardData.getData('text'));
    if (digits.length <= DIGITS_PER_BOX) return; // one box's worth: the input handles it
    event.preventDefault();
    focusBox(write(digits.length >= SORT_CODE_BOXES * DIGITS_PER_BOX ? 0 : index, digits));
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && boxes[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    }
  };

  return (
    <div className={invalid ? 'field field--error' : 'field'}>
      <fieldset className="fieldset" aria-describedby={describedBy(inputId, Boolean(hint), invalid)}>
        <legend className="fieldset__legend" id={legendId}>
          {label}
        </legend>
        <Hint inputId={inputId} text={hint} />
        <ErrorMessages inputId={inputId} errors={errors} content={content} />
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
                  {boxLabel(index + 1, SORT_CODE_BOXES)}
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
                  placeholder={placeholders[index]}
                  value={box}
                  onChange={(event) => onType(index, event.target.value)}
                  onPaste={(event) => onPaste(index, event)}
                  onKeyDown={(event) => onKeyDown(index, event)}
                  aria-labelledby={`${legendId} ${boxLabelId}`}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy(inputId, Boolean(hint), invalid)}
                />
              </span>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
