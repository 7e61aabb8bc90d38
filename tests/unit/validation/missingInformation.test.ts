import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../../../core/validation/toFieldErrors';
import { compileRegistry } from './compiled';

const { validators } = await compileRegistry();
const errors = (values: Record<string, unknown>) => toFieldErrors(validators.missingInformation, values);
const file = { key: 'k1', name: 'invoice.pdf', size: 8, type: 'application/pdf' };
const EMPTY = [
  { path: 'documents', alias: 'errorsMissingInformationEmpty' },
  { path: 'supportingInformation', alias: 'errorsMissingInformationEmpty' },
];

describe('missingInformation (my-claim)', () => {
  it('accepts documents, a message, or both', () => {
    expect(errors({ documents: [file], supportingInformation: '' })).toEqual([]);
    expect(errors({ documents: [], supportingInformation: 'See my e-mail.' })).toEqual([]);
    expect(errors({ documents: [file], supportingInformation: 'Both.' })).toEqual([]);
  });

  it('asks for one of them at both fields when there is neither (a blank message is none)', () => {
    expect(errors({ documents: [], supportingInformation: '' })).toEqual(EMPTY);
    expect(errors({ documents: [], supportingInformation: '  \n ' })).toEqual(EMPTY);
    expect(errors({ forgotten: ['documents'], supportingInformation: '' })).toEqual(EMPTY);
  });
});
