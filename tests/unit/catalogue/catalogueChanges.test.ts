import { describe, expect, it } from 'vitest';
import { catalogueChanges } from '../../../core/catalogue/catalogueChanges';
import type { Catalogue } from '../../../core/generated/definitions';

const before: Catalogue = {
  purchaseWindow: { start: '2026-03-08', end: '2026-11-01' },
  claimWindow: { start: '2026-03-08T00:00:00', end: '2030-06-30T23:59:59' },
  products: [{ id: 'one', name: 'Aurora One', kind: 'phone', tacs: ['35790411'] }],
  resellers: [{ id: 'target', name: 'Target' }],
  tradeIns: [],
  rewardMethods: [{ method: 'paypal', groupAlias: 'g', giftReference: 'PAYPAL', alias: 'rewardMethodPaypal' }],
};

describe('catalogueChanges', () => {
  it('says nothing when nothing changed', () => {
    expect(catalogueChanges(before, structuredClone(before))).toEqual([]);
  });

  it('lists each change in words', () => {
    const after = structuredClone(before);
    after.products.push({ id: 'a256', name: 'Aurora One 256GB', kind: 'phone', imeiRanges: [{ first: '357905000000000', last: '357905000999999' }, { first: '357905100000000', last: '357905100999999' }] });
    after.products[0].serialNumber = true;
    after.resellers = [{ id: 'best-buy', name: 'Best Buy' }];
    after.tradeIns.push({ id: 'old-phone', name: 'Any old phone' });
    after.purchaseWindow.end = '2026-12-01';
    after.rewardMethods = [];
    expect(catalogueChanges(before, after)).toEqual([
      'Purchases qualify from 2026-03-08 to 2026-12-01 (was 2026-03-08 to 2026-11-01)',
      'Changed product Aurora One: serial number now asked',
      'Added product Aurora One 256GB, 2 IMEI ranges',
      'Added reseller Best Buy',
      'Removed reseller Target',
      'Added trade-in Any old phone',
      'Removed reward method PayPal (rewardMethodPaypal)',
    ]);
  });
});
