/** The screen an address shows, as the server (preloads) and the browser (first render) both work it out. */
import { describe, expect, it } from 'vitest';
import { routeMatchOf, screenOfPath } from '../../../core/engine/screenOfPath';
import { settledPromise } from '../../../src/engine/settledPromise';
import type { Block, Flow, Page, Step } from '../../../core/generated/definitions';

const block = (type: string, text: Record<string, string> = {}, blocks?: Block[]): Block => ({ type, text, ...(blocks ? { blocks } : {}) }) as Block;
const page = (id: string, route: string, blocks: Block[], extra: Partial<Page> = {}): Page => ({ kind: 'page', schemaVersion: 1, id, route, title: id, blocks, ...extra }) as Page;
const step = (id: string, blocks: Block[], extra: Partial<Step> = {}): Step => ({ kind: 'step', schemaVersion: 1, id, route: id, title: id, blocks, ...extra }) as Step;

const definitions = {
  layout: { header: [block('SiteHeader', { siteName: 'siteName' })], footer: [block('SiteFooter')] },
  pages: [
    page('home', '', [block('Hero', { title: 'homeTitle' })]),
    page('faq', 'support', [block('FaqSearch', { question1: 'q1' })]),
    page('impressum', 'impressum', [block('RichText', { body: 'impressumBody' })], { visibleWhen: { country: ['DE'] } }),
    page('not-found', '*', [block('Heading', { text: 'notFoundTitle' })]),
  ],
  flows: [{ kind: 'flow', id: 'claim', route: 'claim', steps: ['start', 'business', 'details'] } as unknown as Flow],
  steps: [
    step('start', [block('Checkbox')]),
    step('business', [block('TextInput')], { visibleWhen: { flag: 'businessStep' } }),
    step('details', [block('Form', {}, [{ ...block('Select', { label: 'dateLabel' }), source: 'resellers' } as Block])]),
  ],
};
const gb = { flags: {}, country: 'GB' };

describe('screenOfPath', () => {
  it('finds a page by its route, case-insensitively and with or without a trailing slash', () => {
    for (const below of ['/support', '/SUPPORT/', '/support?x=1#faq-2']) expect(screenOfPath(definitions, gb, below).page?.id, below).toBe('faq');
    expect(screenOfPath(definitions, gb, '').page?.id).toBe('home');
    expect(screenOfPath(definitions, gb, '/').page?.id).toBe('home');
  });

  it('lists the widget types and text aliases of the layout and the screen, nested blocks included', () => {
    const screen = screenOfPath(definitions, gb, '/claim/details');
    expect(screen.flow?.id).toBe('claim');
    expect(screen.step?.id).toBe('details');
    expect([...screen.widgetTypes].sort()).toEqual(['Form', 'Select', 'SiteFooter', 'SiteHeader']);
    expect([...screen.textAliases].sort()).toEqual(['dateLabel', 'siteName']);
    expect([...screen.sources]).toEqual(['resellers']);
  });

  it("names the sources a step asks for as the flow's defaults show it (a block they hide asks nothing)", () => {
    const withChoice = {
      ...definitions,
      flows: [{ id: 'claim', route: 'claim', steps: ['reward'], defaults: { method: null } }],
      steps: [
        {
          id: 'reward',
          route: 'reward',
          blocks: [
            { type: 'RadioGroup', name: 'method' },
            { type: 'Group', visibleWhen: { values: { method: ['gift'] } }, blocks: [{ type: 'GiftChoice', name: 'gift', source: 'rewardMethods' }] },
            { type: 'Select', name: 'reseller', source: 'resellers' },
          ],
        },
      ],
    } as unknown as typeof definitions;
    const screen = screenOfPath(withChoice, gb, '/claim/reward');
    expect([...screen.sources].sort()).toEqual(['resellers', 'rewardMethods']);
    expect([...screen.paintedSources]).toEqual(['resellers']);
    const chosen = { ...withChoice, flows: [{ ...withChoice.flows[0], defaults: { method: 'gift' } }] } as typeof definitions;
    expect([...screenOfPath(chosen, gb, '/claim/reward').paintedSources].sort()).toEqual(['resellers', 'rewardMethods']);
  });

  it("leaves out the widgets and sources of blocks the locale's flags or country hide, not those its answers may show", () => {
    const reward = {
      ...definitions,
      flows: [{ id: 'claim', route: 'claim', steps: ['reward'], defaults: { method: null } }],
      steps: [
        step('reward', [
          block('RadioGroup'),
          { ...block('GiftChoice'), visibleWhen: { values: { method: ['gift'] } } },
          { ...block('BankDetails'), source: 'bankCountries', visibleWhen: { flag: 'bankTransfer', values: { method: ['bank'] } } },
          { ...block('Select'), visibleWhen: { country: ['FR'] } },
          { ...block('Group', {}, [block('TextInput')]), visibleWhen: { notCountry: ['GB'] } },
        ]),
      ],
    } as unknown as typeof definitions;
    expect([...screenOfPath(reward, gb, '/claim/reward').widgetTypes].sort()).toEqual(['GiftChoice', 'RadioGroup', 'SiteFooter', 'SiteHeader']);
    expect([...screenOfPath(reward, gb, '/claim/reward').sources]).toEqual([]);
    const frWithBank = { flags: { bankTransfer: true }, country: 'FR' };
    expect([...screenOfPath(reward, frWithBank, '/claim/reward').widgetTypes].sort()).toEqual(['BankDetails', 'GiftChoice', 'Group', 'RadioGroup', 'Select', 'SiteFooter', 'SiteHeader', 'TextInput']);
    expect([...screenOfPath(reward, frWithBank, '/claim/reward').sources]).toEqual(['bankCountries']);
  });

  it("gives a flow's own address and an unknown step the flow's first visible step", () => {
    expect(screenOfPath(definitions, gb, '/claim').step?.id).toBe('start');
    expect(screenOfPath(definitions, gb, '/claim/nope').step?.id).toBe('start');
    expect(screenOfPath(definitions, gb, '/claim/business').step?.id).toBe('start');
    expect(screenOfPath(definitions, { flags: { businessStep: true }, country: 'GB' }, '/claim/business').step?.id).toBe('business');
  });

  it("answers the not-found page for unknown addresses and for a page another country's", () => {
    expect(screenOfPath(definitions, gb, '/impressum').page?.id).toBe('not-found');
    expect(screenOfPath(definitions, { flags: {}, country: 'DE' }, '/impressum').page?.id).toBe('impressum');
    expect(screenOfPath(definitions, gb, '/no/such/page').page?.id).toBe('not-found');
    expect(screenOfPath(definitions, gb, '/%E0%A4%A').page?.id).toBe('not-found');
  });
});

describe('settledPromise', () => {
  it("records the outcome where React's use() reads it, so a settled promise renders without suspending", async () => {
    const done = settledPromise(Promise.resolve(42)) as Promise<number> & { status?: string; value?: number };
    expect(done.status).toBe('pending');
    await done;
    expect([done.status, done.value]).toEqual(['fulfilled', 42]);
    const failed = settledPromise(Promise.reject(new Error('no'))) as Promise<never> & { status?: string; reason?: Error };
    await failed.catch(() => undefined);
    expect([failed.status, failed.reason?.message]).toEqual(['rejected', 'no']);
  });
});

describe('routeMatchOf (the site router matches by it)', () => {
  it("names a page first, then a flow with the rest of the address below it, then the not-found page", () => {
    expect(routeMatchOf(definitions, gb, '/Support/')).toEqual({ page: definitions.pages[1] });
    expect(routeMatchOf(definitions, gb, '/claim')).toEqual({ flow: definitions.flows[0], stepRoute: '' });
    expect(routeMatchOf(definitions, gb, '/CLAIM/Details/?return=x')).toEqual({ flow: definitions.flows[0], stepRoute: 'details' });
    expect(routeMatchOf(definitions, gb, '/claimx')).toEqual({ page: definitions.pages[3] });
    // A page shown only in another country is not found here.
    expect(routeMatchOf(definitions, gb, '/impressum')).toEqual({ page: definitions.pages[3] });
    expect(routeMatchOf(definitions, { flags: {}, country: 'DE' }, '/impressum').page?.id).toBe('impressum');
    expect(routeMatchOf({ pages: [], flows: [] }, gb, '/anything')).toEqual({});
  });
});
