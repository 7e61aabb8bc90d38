// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DigitBoxes } from '../../../src/widgets/_shared/DigitBoxes';
import { fakeContent } from './renderWidget';

afterEach(cleanup);

/** Four boxes of two digits: a shape neither ReferenceBoxes (3×3) nor the sort code (3×2) exercises. */
function Harness({ initial }: { initial: unknown }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <>
      <DigitBoxes
        id="field-code"
        label="label"
        hint=""
        boxLabel={(n, count) => `box ${n} of ${count}`}
        boxCount={4}
        digitsPerBox={2}
        errors={[]}
        content={fakeContent}
        value={value}
        onChange={setValue}
      />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const stored = () => JSON.parse(screen.getByRole('status').textContent ?? 'null');

describe('DigitBoxes', () => {
  it('shows empty boxes for a value that is not a string, ids after the first numbered from 2', () => {
    render(<Harness initial={42} />);
    expect(boxes().map((box) => [box.id, box.value])).toEqual([
      ['field-code', ''],
      ['field-code-2', ''],
      ['field-code-3', ''],
      ['field-code-4', ''],
    ]);
    expect(screen.getByRole('textbox', { name: 'label box 4 of 4' })).toBe(boxes()[3]);
    expect(boxes()[0].getAttribute('aria-describedby')).toBeNull();
  });

  it('spreads a paste shorter than the whole value from the box pasted into, focusing the last box written', async () => {
    render(<Harness initial="" />);
    await userEvent.click(boxes()[1]);
    await userEvent.paste('12 34');
    expect(stored()).toBe('-12-34-');
    expect(document.activeElement).toBe(boxes()[2]);
  });
});
