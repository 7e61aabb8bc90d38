/** environmentFor: the my-claim settings of promotion.json reach widgets read-only, with defaults when absent. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { environmentFor, MY_CLAIM_DEFAULTS } from '../../../src/engine/environment';
import type { SiteDefinitions } from '../../../src/engine/siteDefinitions';

const promotion = JSON.parse(readFileSync('page-definitions/GOO00028/promotion.json', 'utf8'));
const definitions = (p: unknown, locale = 'en-GB') => ({ locale, promotion: p, pages: [], flows: [], steps: [] }) as unknown as SiteDefinitions;

describe('environmentFor', () => {
  it('exposes promotion.json myClaim as env.myClaim', () => {
    const env = environmentFor(definitions(promotion, 'de-DE'));
    expect(env.myClaim).toEqual(promotion.myClaim);
    expect(env.myClaim).toEqual({ returnWindowDays: { min: 0, max: 30 }, tradeInWaitDays: 14, courierHosts: ['http://localhost:*'] });
  });

  it('is read-only: a widget cannot change the settings for others', () => {
    const env = environmentFor(definitions(promotion));
    expect(Object.isFrozen(env.myClaim)).toBe(true);
    expect(Object.isFrozen(env.myClaim.returnWindowDays)).toBe(true);
    expect(Object.isFrozen(env.myClaim.courierHosts)).toBe(true);
    expect(() => (env.myClaim.courierHosts as string[]).push('https://evil.example')).toThrow();
    expect(promotion.myClaim.courierHosts).toEqual(['http://localhost:*']);
  });

  it('uses the defaults without a myClaim block', () => {
    const { myClaim, ...rest } = promotion;
    expect(myClaim).toBeDefined();
    expect(environmentFor(definitions(rest)).myClaim).toEqual({ returnWindowDays: { min: 0, max: 30 }, tradeInWaitDays: 14, courierHosts: [] });
    expect(environmentFor(definitions(rest)).myClaim).toBe(MY_CLAIM_DEFAULTS);
  });
});
