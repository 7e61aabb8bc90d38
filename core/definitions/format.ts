import type { DefinitionError } from './types';

/** "file#pointer: message" */
export function formatDefinitionError(e: DefinitionError): string {
  return `${e.file}#${e.pointer}: ${e.message}`;
}

export function formatDefinitionErrors(errors: DefinitionError[]): string {
  return errors.map(formatDefinitionError).join('\n');
}

/** Drops exact repeats (the same file, pointer and message reported by two checks). */
export function uniqueErrors(errors: DefinitionError[]): DefinitionError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = formatDefinitionError(e);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
