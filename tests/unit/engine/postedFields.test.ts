import { describe, expect, it } from 'vitest';
import type { Block } from '../../../core/engine/contract';
import type { NoScriptAnswer, WidgetManifest } from '../../../core/manifests/manifest';
import { postedFieldsOf } from '../../../core/engine/flow/postedFields';
import { postedAnswers } from '../../../core/engine/flow/postedAnswers';
import { testEnv } from '../../component/widgets/renderWidget';

const kinds: Record<string, NoScriptAnswer> = { Text: 'text', Tick: 'checkbox', Radios: 'choice', Date: 'date', Phone: 'phone', Bank: 'fields', Items: 'rows', Files: 'files' };
const manifestOf = (type: string) => ({ noScript: kinds[type] }) as WidgetManifest;
const blocks: Block[] = [
  { type: 'Text', name: 'firstName' },
  { type: 'Tick', name: 'agreed' },
  { type: 'Radios', name: 'claimType' },
  { type: 'Text', name: 'company', visibleWhen: { values: { claimType: ['BUSINESS'] } } },
  { type: 'Date', name: 'invoiceDate' },
  { type: 'Phone', name: 'mobile' },
  { type: 'Bank', name: 'bank' },
  { type: 'Items', name: 'items' },
  { type: 'Files', name: 'documents' },
];
const defaults = { firstName: '', agreed: false, claimType: null, company: '', invoiceDate: null, mobile: { input: '' }, bank: { country: 'GB', sortCode: '' }, items: [{ id: 'a', productId: null, productImei: '' }], documents: [] };
const answers = {
  ...defaults,
  firstName: 'Ada',
  agreed: true,
  claimType: 'PERSONAL',
  invoiceDate: '2022-10-27',
  mobile: { input: '07400 123456' },
  bank: { country: 'GB', sortCode: '11-22-99' },
  items: [{ id: 'a', productId: 'pixel-7', productImei: '352823110000170' }],
  documents: [{ id: 'doc-1', name: 'a.png', size: 1, type: 'image/png' }],
};

describe('what a browser without scripts posts for a draft (postedFieldsOf, the inverse of postedAnswers)', () => {
  it('gives each shown widget its fields as its inputs post them, the date in the locale\'s order, files counted apart', () => {
    const posted = postedFieldsOf(blocks, answers, testEnv, manifestOf);
    expect(posted).toEqual({
      fields: { firstName: 'Ada', agreed: 'true', claimType: 'PERSONAL', invoiceDate: '27/10/2022', mobile: '07400 123456', 'bank.country': 'GB', 'bank.sortCode': '11-22-99', 'items.0.productId': 'pixel-7', 'items.0.productImei': '352823110000170' },
      files: { documents: 1 },
      rows: { items: 1 },
    });
  });

  it('reads back as the same answers (the phone as typed, for the phone check to read)', () => {
    const { fields } = postedFieldsOf(blocks, answers, testEnv, manifestOf);
    const read = postedAnswers(blocks, fields, defaults, testEnv, manifestOf);
    const { documents, mobile, ...rest } = answers;
    expect(read).toMatchObject(rest);
    expect((read.mobile as { input: string }).input).toBe(mobile.input);
    expect(documents).toHaveLength(1);
  });
});
