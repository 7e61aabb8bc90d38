/** A base's change carried into a package that extends it: what it inherits follows the base, what it sets itself stays. */
import { describe, expect, it } from 'vitest';
import { sameJson, withBaseChange } from '../../../core/package/baseChange';

const base = {
  'promotion.json': { promotionCode: 'BASE', settings: { checkingDays: 30, myClaim: { tradeInWaitDays: 10 } }, flags: { a: true } },
  'content/en-US.json': { footerCopyright: '© 2026 Aurora', siteTitle: 'Base', help: 'Help' },
  'layout.json': { footer: [{ type: 'SiteFooter', props: { links: ['home', 'terms'] } }] },
};
/** A package as its folder reads it: the base merged under its own values (title, checking days, its own page). */
const extending = {
  'promotion.json': { promotionCode: 'SPRING', settings: { checkingDays: 20, myClaim: { tradeInWaitDays: 10 } }, flags: { a: true } },
  'content/en-US.json': { footerCopyright: '© 2026 Aurora', siteTitle: 'Spring', help: 'Help' },
  'layout.json': base['layout.json'],
  'pages/own.json': { id: 'own' },
};

describe('withBaseChange', () => {
  it('takes each changed value the package inherits and keeps each the package sets itself', () => {
    const after = structuredClone(base) as typeof base & Record<string, unknown>;
    after['promotion.json'].settings.checkingDays = 25;
    after['promotion.json'].settings.myClaim.tradeInWaitDays = 12;
    after['content/en-US.json'].footerCopyright = '© 2027 Aurora';
    after['content/en-US.json'].siteTitle = 'Brand';
    after['layout.json'].footer[0].props.links = ['terms', 'home'];
    const carried = withBaseChange(base, after, extending) as typeof extending;
    expect(carried['promotion.json']).toEqual({ promotionCode: 'SPRING', settings: { checkingDays: 20, myClaim: { tradeInWaitDays: 12 } }, flags: { a: true } });
    expect(carried['content/en-US.json']).toEqual({ footerCopyright: '© 2027 Aurora', siteTitle: 'Spring', help: 'Help' });
    expect(carried['layout.json'].footer[0].props.links).toEqual(['terms', 'home']);
    expect(carried['pages/own.json']).toEqual({ id: 'own' });
    // The inputs are left as they were.
    expect(extending['content/en-US.json'].footerCopyright).toBe('© 2026 Aurora');
  });

  it('adds what the base adds and drops what it drops, unless the package has its own', () => {
    const after: Record<string, unknown> = structuredClone(base);
    (after['content/en-US.json'] as Record<string, string>).newAlias = 'New';
    delete (after['content/en-US.json'] as Record<string, string>).help;
    delete (after['promotion.json'] as { flags?: unknown }).flags;
    after['pages/faq.json'] = { id: 'faq' };
    const own = { ...extending, 'promotion.json': { ...extending['promotion.json'], flags: { a: false } } };
    const carried = withBaseChange(base, after, own);
    expect(carried['content/en-US.json']).toEqual({ footerCopyright: '© 2026 Aurora', siteTitle: 'Spring', newAlias: 'New' });
    expect((carried['promotion.json'] as { flags: unknown }).flags).toEqual({ a: false });
    expect(carried['pages/faq.json']).toEqual({ id: 'faq' });
    expect(withBaseChange(after, base, carried)['pages/faq.json']).toBeUndefined();
  });

  it('changes nothing when the base did not change', () => {
    expect(sameJson(withBaseChange(base, structuredClone(base), extending), extending)).toBe(true);
  });
});
