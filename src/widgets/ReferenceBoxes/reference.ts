export const BOX_COUNT = 3;
export const DIGITS_PER_BOX = 3;

export type Boxes = string[];

/** "111-222-333" → ["111", "222", "333"]; anything else → empty boxes. */
export function boxesOf(value: unknown): Boxes {
  const parts = typeof value === 'string' ? value.split('-') : [];
  return Array.from({ length: BOX_COUNT }, (_, index) => parts[index] ?? '');
}

/** The stored reference: boxes joined by hyphens, or '' when nothing was entered (like an empty text input). */
export function referenceOf(boxes: Boxes): string {
  return boxes.every((box) => box === '') ? '' : boxes.join('-');
}

/**
 * Writes digits into the boxes from box `start` on, three per box.
 * Returns the new boxes and the index of the last box written to.
 */
export function fillFrom(boxes: Boxes, start: number, digits: string): { boxes: Boxes; last: number } {
  const chunks = digits.match(CHUNK) ?? [''];
  const written = chunks.slice(0, BOX_COUNT - start);
  const next = [...boxes];
  written.forEach((chunk, offset) => {
    next[start + offset] = chunk;
  });
  return { boxes: next, last: start + written.length - 1 };
}

const CHUNK = new RegExp(`.{1,${DIGITS_PER_BOX}}`, 'g');

export const digitsIn = (text: string) => text.replace(/\D/g, '');
