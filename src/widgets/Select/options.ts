/** The spec's limit on options in one select. */
export const MAX_OPTIONS = 1000;
