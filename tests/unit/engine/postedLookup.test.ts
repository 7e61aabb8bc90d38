import { describe, expect, it } from 'vitest';
import type { Block } from '../../../core/engine/contract';
import type { WidgetManifest } from '../../../core/manifests/manifest';
import { findAskedOf, pickAskedOf, pickedLookup, shownBlocksOf } from '../../../core/engine/flow/postedLookup';
import { postedAnswers } from '../../../core/engine/flow/postedAnswers';
import { testEnv } from '../../component/widgets/renderWidget';

const lookup: Block = {
  type: 'AddressLookup',
  name: 'addressLookup',
  props: { source: 'addressLookup', fields: { Line1: 'address1', City: 'city', Province: 'county', PostalCode: 'postCode' }, keepAsIs: ['Province'] },
  blocks: [{ type: 'TextInput', name: 'address1' }],
};
const found = [
  { Line1: '10 Downing Street', City: 'London', Province: 'Greater London!', PostalCode: 'SW1A 2AA' },
  { Line1: 'Flat 1, 11 Downing Street', City: 'London', Province: 'Greater London', PostalCode: 'SW1A 2AB' },
];

describe('a lookup posted without scripts (noScript: lookup)', () => {
  it('reads which button asked: find:<name> or pick:<name>', () => {
    expect(findAskedOf({ action: 'find:addressLookup' })).toBe('addressLookup');
    expect(pickAskedOf({ action: 'pick:addressLookup' })).toBe('addressLookup');
    expect(findAskedOf({ action: 'reveal:addressLookup' })).toBeUndefined();
    expect(pickAskedOf({})).toBeUndefined();
  });

  it('fills the fields of the chosen result as the widget does (sanitised, keepAsIs only trimmed) and the search with its label', () => {
    const values = pickedLookup(lookup, found, { 'found:addressLookup': '1' }, { addressLookup: 'SW1A', address1: '' });
    expect(values).toEqual({ addressLookup: 'Flat 1, 11 Downing Street, London, SW1A 2AB', address1: 'Flat 1 11 Downing Street', city: 'London', county: 'Greater London', postCode: 'SW1A2AB' });
  });

  it('fills nothing without a choice, with a choice out of range, or when the search failed', () => {
    expect(pickedLookup(lookup, found, {}, {})).toBeUndefined();
    expect(pickedLookup(lookup, found, { 'found:addressLookup': '7' }, {})).toBeUndefined();
    expect(pickedLookup(lookup, found, { 'found:addressLookup': 'x' }, {})).toBeUndefined();
    expect(pickedLookup(lookup, 'failed', { 'found:addressLookup': '0' }, {})).toBeUndefined();
  });

  it('finds the blocks shown, nested ones too, leaving out those whose condition does not hold', () => {
    const hidden: Block = { type: 'TextInput', name: 'company', visibleWhen: { values: { claimType: ['BUSINESS'] } } };
    expect(shownBlocksOf([lookup, hidden], testEnv, { claimType: 'PERSONAL' }).map((block) => block.name)).toEqual(['addressLookup', 'address1']);
  });
});

describe('a field typed into boxes, posted without scripts', () => {
  const fields = { noScript: 'fields' } as WidgetManifest;
  const bank: Block = { type: 'BankDetails', name: 'bankDetails' };
  const draft = { bankDetails: { country: 'GB', sortCode: '' } };
  it('joins the boxes by hyphens as the widget stores them', () => {
    const values = postedAnswers([bank], { 'bankDetails.sortCode[1]': '11', 'bankDetails.sortCode[2]': '22', 'bankDetails.sortCode[3]': ' 99' }, draft, testEnv, () => fields);
    expect(values.bankDetails).toEqual({ country: 'GB', sortCode: '11-22-99' });
  });
  it('reads empty boxes as nothing entered', () => {
    const values = postedAnswers([bank], { 'bankDetails.sortCode[1]': '', 'bankDetails.sortCode[2]': '', 'bankDetails.sortCode[3]': '' }, draft, testEnv, () => fields);
    expect(values.bankDetails).toEqual({ country: 'GB', sortCode: '' });
  });
});
