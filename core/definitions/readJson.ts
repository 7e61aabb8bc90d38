import { findJsonSyntaxError } from './jsonSyntax';

/** Line and column (1-based) of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** "invalid JSON: unexpected "x", expected a value (line L, column C)". */
export function describeParseError(text: string, err: unknown): string {
  const found = findJsonSyntaxError(text);
  if (!found) return `invalid JSON: ${err instanceof Error ? err.message : String(err)}`;
  const { line, column } = lineColumn(text, found.offset);
  return `invalid JSON: ${found.message} (line ${line}, column ${column})`;
}
