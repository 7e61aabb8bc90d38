/** Wording that needs the sanitiser before it reaches the page: anything that may be markup or an entity. */
export const hasMarkup = (value: string | undefined): boolean => value !== undefined && /[<&]/.test(value);
