import { readFile } from 'node:fs/promises';
import { findJsonSyntaxError } from './jsonSyntax';
import type { DefinitionError } from './types';

export type JsonRead = { ok: true; data: unknown } | { ok: false; error: DefinitionError };

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

/** Reads and parses one JSON file; never throws. */
export async function readJsonFile(absolute: string, file: string): Promise<JsonRead> {
  let text: string;
  try {
    text = (await readFile(absolute, 'utf8')).replace(/^\uFEFF/, '');
  } catch (err) {
    return { ok: false, error: { file, pointer: '', message: `cannot read file: ${(err as Error).message}` } };
  }
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch (err) {
    return { ok: false, error: { file, pointer: '', message: describeParseError(text, err) } };
  }
}
