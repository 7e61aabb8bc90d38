import { describe, expect, it } from 'vitest';
import validate from '../../../core/actions/validate';
import { fakeContext } from './fakeContext';

describe('validate', () => {
  it('passes when the schema finds nothing', async () => {
    expect(await validate(fakeContext({ validate: () => [] }).ctx)).toEqual({ ok: true });
  });

  it('fails with every error of the schema at once', async () => {
    const errors = [{ path: 'firstName', alias: 'errorsFirstNameEmpty' }, { path: 'email', alias: 'errorsInvalidEmail' }];
    expect(await validate(fakeContext({ validate: () => errors }).ctx)).toEqual({ ok: false, errors });
  });
});
