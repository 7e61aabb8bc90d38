/** environmentFor: the package's settings reach widgets read-only; a locale's settings override single keys. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { environmentFor } from '../../../core/engine/environment';
import type { SiteDefinitions } from '../../../core/engine/siteDefinitions';
import { MY_CLAIM_DEFAULTS, myClaimSettingsIn } from '../../../core/rules/myClaimSettings';

const promotion = JSON.parse(readFileSync('page-definitions/GOO00028/promotion.json', 'utf8'));
const definitions = (p: unknown, locale = 'en-GB') => ({ locale, promotion: p, pages: [], flows: [], steps: [] }) as unknown as SiteDefinitions;

describe('environmentFor', () => {
  it('exposes promotion.json settings, with the locale settings over them', () => {
    const env = environmentFor(definitions(promotion, 'de-DE'));
    expect(myClaimSettingsIn(env.settings)).toEqual({ returnWindowDays: { min: 0, max: 30 }, tradeInWaitDays: 14, courierHosts: ['http://localhost:*'] });
    expect(env.settings.windowPromotion).toEqual({ promotionId: 'GOO00028-DE-WINDOW', products: ['pixel-7-pro-512-snow', 'pixel-watch-41-matte-black'] });
    expect(environmentFor(definitions(promotion, 'en-GB')).settings.windowPromotion).toBeUndefined();
    expect(env.timezone).toBe('Europe/Berlin');
  });

  it('is read-only: a widget cannot change the settings for others', () => {
    const env = environmentFor(definitions(promotion));
    expect(Object.isFrozen(env.settings)).toBe(true);
  });

  it('my-claim settings default without a myClaim block', () => {
    const { settings, ...rest } = promotion;
    expect(settings.myClaim).toBeDefined();
    expect(myClaimSettingsIn(environmentFor(definitions(rest)).settings)).toBe(MY_CLAIM_DEFAULTS);
  });
});
