import { describe, expect, it } from 'vitest';
import { checkOptionLabels } from '../../../core/node/definitions/checkOptionLabels';
import type { CheckContext } from '../../../core/node/definitions/context';

const contextWith = (block: Record<string, unknown>) => {
  const page = { kind: 'page', id: 'home', route: '', title: 't', blocks: [block] };
  return { definitions: { promotion: {}, pages: [page], flows: [], steps: [] }, files: new Map([[page, 'pages/home.json']]) } as unknown as CheckContext;
};

describe('option labels', () => {
  it('names an option without its option_<value> text slot', () => {
    const block = { type: 'RadioGroup', name: 'm', text: { legend: 'l', option_gift: 'g' }, props: { options: ['gift', 'paypal'] } };
    expect(checkOptionLabels(contextWith(block))).toEqual([
      { file: 'pages/home.json', pointer: '/blocks/0/props/options/1', message: 'option "paypal" has no label: add the text slot "option_paypal"' },
    ]);
  });

  it('leaves options from a wording list alone', () => {
    expect(checkOptionLabels(contextWith({ type: 'RadioGroup', name: 'm', text: { list: 'x' }, props: { options: ['a'], listSlot: 'list' } }))).toEqual([]);
  });
});
