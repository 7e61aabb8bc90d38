import type { SubmissionFormats } from './buildSubmission';

export type { SubmissionFormats } from './buildSubmission';

/** Formats any mapping may use: text as given (trimmed), empty as null, a checkbox as the contract's words. */
export const ENGINE_FORMATS: SubmissionFormats = {
  text: (value) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : String(value)),
  emptyAsNull: (value) => (value === undefined || value === null || value === '' ? null : typeof value === 'string' ? value : String(value)),
  checkbox: (value) => (value === true ? 'Checked' : 'Unchecked'),
};
