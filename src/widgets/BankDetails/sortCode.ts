/** A UK sort code typed as three boxes of two digits, stored as "11-22-99" ('' when nothing was typed). */
export const SORT_CODE_BOXES = 3;
export const DIGITS_PER_BOX = 2;

export function sortCodeBoxesOf(value: unknown): string[] {
  const parts = typeof value === 'string' ? value.split('-') : [];
  return Array.from({ length: SORT_CODE_BOXES }, (_, index) => parts[index] ?? '');
}

export function sortCodeOf(boxes: readonly string[]): string {
  return boxes.every((box) => box === '') ? '' : boxes.join('-');
}

/**
 * Writes digits into the boxes from box `start` on, two per box (a pasted "11-22-99" fills all three).
 * Returns the new boxes and the index of the last box written to.
 */
export function fillBoxes(boxes: readonly string[], start: number, digits: string): { boxes: string[]; last: number } {
  const chunks = digits.match(/\d{1,2}/g) ?? [''];
  const written = chunks.slice(0, SORT_CODE_BOXES - start);
  const next = [...boxes];
  written.forEach((chunk, offset) => {
    next[start + offset] = chunk;
  });
  return { boxes: next, last: start + written.length - 1 };
}

export const digitsIn = (text: string) => text.replace(/\D/g, '');
