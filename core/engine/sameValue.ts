/** Whether two answers or definition values are the same as JSON (absent counts as null). */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
