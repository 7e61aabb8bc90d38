/**
 * A number typed as a row of digit boxes (claim reference "111-222-333", sort code "11-22-99"), stored as the
 * boxes joined by hyphens.
 */
export type Boxes = string[];

/** "111-222-333" → ["111", "222", "333"]; anything else → `count` empty boxes. */
export function boxesOf(value: unknown, count: number): Boxes {
  const parts = typeof value === 'string' ? value.split('-') : [];
  return Array.from({ length: count }, (_, index) => parts[index] ?? '');
}

/** The stored value: boxes joined by hyphens, or '' when nothing was entered (like an empty text input). */
export function joinedBoxes(boxes: readonly string[]): string {
  return boxes.every((box) => box === '') ? '' : boxes.join('-');
}

/**
 * Writes digits into the boxes from box `start` on, `perBox` to a box (a pasted whole value fills them all).
 * Returns the new boxes and the index of the last box written to.
 */
export function fillBoxes(boxes: readonly string[], start: number, digits: string, perBox: number): { boxes: Boxes; last: number } {
  const chunks = digits.match(new RegExp(`.{1,${perBox}}`, 'g')) ?? [''];
  const written = chunks.slice(0, boxes.length - start);
  const next = [...boxes];
  written.forEach((chunk, offset) => {
    next[start + offset] = chunk;
  });
  return { boxes: next, last: start + written.length - 1 };
}

export const digitsIn = (text: string) => text.replace(/\D/g, '');
