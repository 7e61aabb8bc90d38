/**
 * docs/privacy.md's generated part (fields each step collects, retention per package) is what the packages say:
 * regenerate it with `npx tsx scripts/privacy-facts.ts --write` after changing a package.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { privacyFacts, withFacts } from '../../server/privacy/privacy-facts';
import { readServedPromotions } from '../../server/packages/promotion-package';

const REPO = path.resolve(__dirname, '../..');

describe('docs/privacy.md', () => {
  it('holds the facts of the packages in page-definitions/', () => {
    const document = fs.readFileSync(path.join(REPO, 'docs/privacy.md'), 'utf8');
    const facts = privacyFacts(readServedPromotions(path.join(REPO, 'page-definitions')));
    expect(withFacts(document, facts), 'run: npx tsx scripts/privacy-facts.ts --write').toBe(document);
    // The sealed fields and every package's retention are in it.
    expect(facts).toContain('`bankDetails` 🔒');
    expect(facts).toContain('`payPalEmail` 🔒');
    for (const code of ['GOO00028', 'AUR00031']) expect(facts).toContain(`### ${code}`);
  });
});
