/**
 * The review before a publish says the catalogue's changes in words (issue 52): a product added with two IMEI ranges,
 * a reseller removed; and nothing when the catalogue is the same.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reviewOf } from '../../server/studio/review/review-changes';
import type { PackageSnapshot } from '../../server/versions/package-snapshot';

const catalogue = JSON.parse(fs.readFileSync('page-definitions/AUR00031/catalogue.json', 'utf8'));
const snapshot = (files: Record<string, unknown>) => ({ code: 'AUR00031', files }) as unknown as PackageSnapshot;

describe('the review of a catalogue change', () => {
  it('says in short what the catalogue change does', () => {
    const after = structuredClone(catalogue);
    after.products.push({ id: 'aurora-one-256gb-ember', name: 'Aurora One 256GB Ember', kind: 'phone', imeiRanges: [{ first: '35790600000000', last: '35790600009999' }, { first: '357906100000000', last: '357906100099999' }] });
    after.resellers = after.resellers.filter((reseller: { id: string }) => reseller.id !== 'target');
    const review = reviewOf(snapshot({ 'catalogue.json': catalogue }), snapshot({ 'catalogue.json': after }));
    expect(review.summary).toEqual(['Added product Aurora One 256GB Ember, 2 IMEI ranges', 'Removed reseller Target']);
    expect(review.changes.find((change) => change.op === 'added')?.careful).toBe('Changes which products qualify.');
  });

  it('says nothing in short when the catalogue did not change', () => {
    expect(reviewOf(snapshot({ 'catalogue.json': catalogue }), snapshot({ 'catalogue.json': structuredClone(catalogue) })).summary).toEqual([]);
  });
});
