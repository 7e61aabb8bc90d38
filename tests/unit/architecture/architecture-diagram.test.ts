/**
 * The picture of the floors at the top of docs/architecture.md is drawn from the code's imports
 * (scripts/architecture-diagram.ts): it must be the one the code gives today, and the code must keep its rules
 * (no import up a floor, no import circle across two folders).
 */
import { describe, expect, it } from 'vitest';
import { committedBlock, diagramBlock, readImports, unexcused, violations, type Edge } from '../../../scripts/architecture-diagram';

const edges = readImports();

describe('the floors of the house', () => {
  it('docs/architecture.md shows the diagram the code gives (npx tsx scripts/architecture-diagram.ts --write)', () => {
    expect(committedBlock()).toBe(diagramBlock(edges));
  });

  it('no import goes up a floor or across a floor kept apart, and no import circle spans two folders', () => {
    expect(unexcused(violations(edges))).toEqual([]);
  });

  it('finds an import up a floor, across a floor, and a circle across two folders, when there is one', () => {
    const planted: Edge[] = [
      { from: 'core/rules/example.ts', to: 'server/app.ts', typeOnly: true },
      { from: 'server/site/example.ts', to: 'server/promotion-api/routes/claim.ts', typeOnly: false },
      { from: 'server/db/a.ts', to: 'server/http/b.ts', typeOnly: false },
      { from: 'server/http/b.ts', to: 'server/db/a.ts', typeOnly: false },
    ];
    const found = violations(planted);
    expect(found).toContainEqual(expect.stringMatching(/^repository: core -> server goes up a floor/));
    expect(found).toContainEqual(expect.stringMatching(/^server: site -> promotion-api crosses its floor/));
    expect(found).toContainEqual(expect.stringMatching(/^server: an import circle spans db, http|^server: an import circle spans http, db/));
    // A type-only import is erased: it makes no circle at run time.
    const typeOnly = planted.slice(2).map((edge, i) => ({ ...edge, typeOnly: i === 0 }));
    expect(violations(typeOnly).filter((problem) => problem.includes('circle'))).toEqual([]);
  });
});
