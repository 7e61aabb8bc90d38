import { describe, expect, it } from 'vitest';
import { CLAIM_FORMATS } from '../../../core/actions/support/submissionFormats';
import { postcodeAsWritten } from '../../../core/rules/postcodes';
import { testEnv } from '../../component/widgets/renderWidget';

describe('postcodes as their country writes them', () => {
  it('gives an Eircode one form whether looked up or typed', () => {
    for (const entered of ['D02XE80', 'D02 XE80', ' d02 xe80 ', 'D02  XE80']) expect(postcodeAsWritten(entered, 'IE'), entered).toBe('D02 XE80');
  });

  it('puts the space of a UK postcode before its inward code', () => {
    for (const [entered, written] of [['SW1A2AA', 'SW1A 2AA'], ['sw1a 2aa', 'SW1A 2AA'], ['M11AE', 'M1 1AE'], ['BA11AA', 'BA1 1AA']])
      expect(postcodeAsWritten(entered, 'GB'), entered).toBe(written);
  });

  it('leaves what it cannot place and other countries as typed, trimmed and in capitals', () => {
    expect(postcodeAsWritten('D02XE8', 'IE')).toBe('D02XE8');
    expect(postcodeAsWritten(' 10117 ', 'DE')).toBe('10117');
    expect(postcodeAsWritten('10001-1234', 'US')).toBe('10001-1234');
  });

  it('is the form the claim carries (the submission format "postcode")', () => {
    expect(CLAIM_FORMATS.postcode('D02XE80', { ...testEnv, country: 'IE' })).toBe('D02 XE80');
    expect(CLAIM_FORMATS.postcode('sw1a2aa', testEnv)).toBe('SW1A 2AA');
  });
});
