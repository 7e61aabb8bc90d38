import type { PostedFields } from './postedAnswers';

const BOX = /^(.+)\[(\d+)\]$/;

/**
 * A value typed as a row of digit boxes (a claim reference, a sort code) posts one field a box, `<name>[1]`,
 * `<name>[2]` …: read as the widget stores it, the boxes joined by hyphens ('' when every box is empty).
 */
export function withJoinedBoxes(posted: PostedFields): PostedFields {
  const boxes = new Map<string, string[]>();
  for (const [key, value] of Object.entries(posted)) {
    const match = BOX.exec(key);
    if (!match) continue;
    const row = boxes.get(match[1]) ?? [];
    row[Number(match[2]) - 1] = (value ?? '').replace(/\D/g, '');
    boxes.set(match[1], row);
  }
  if (boxes.size === 0) return posted;
  const joined: Record<string, string | undefined> = { ...posted };
  for (const [name, row] of boxes) {
    const filled = Array.from(row, (box) => box ?? '');
    joined[name] = filled.every((box) => box === '') ? '' : filled.join('-');
  }
  return joined;
}
