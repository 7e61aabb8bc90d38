/** The Results screen's CSV holds exactly the tables shown, each cell safe to open in a spreadsheet. */
import { describe, expect, it } from 'vitest';
import { tablesToCsv } from '../../../src/studio/results/csv';
import { shownTables } from '../../../src/studio/results/shownTables';
import type { Results } from '../../../src/studio/results/types';

const results: Results = {
  steps: [
    { step: 'get-started', reached: 4, continued: 3, skipped: 0, stopped: 1, refused: 0 },
    { step: 'purchase-details', reached: 3, continued: 2, skipped: 0, stopped: 1, refused: 2 },
  ],
  pages: [{ page: 'home', shown: 7 }],
  submitted: 2,
  fieldErrors: [{ step: 'purchase-details', field: 'items.productImei', refusals: 2 }],
  claims: 2,
  claimsPerDay: [{ day: '2026-11-26', claims: 2 }],
  claimsByStatus: [{ status: 'RECEIVED', claims: 2 }],
  rewardMethods: [{ method: 'gift', claims: 2 }],
  publishes: [{ at: '2026-11-26T08:00:00.000Z', action: 'publish', version: 'abcdef0123456789' }],
};

describe('the Results CSV', () => {
  it('has each table shown: its caption, its header row, its rows', () => {
    const tables = shownTables(results, undefined, 'abcdef0123456789');
    const csv = tablesToCsv(Object.values(tables));
    const sections = csv.trimEnd().split('\r\n\r\n');
    expect(sections).toHaveLength(Object.keys(tables).length);
    expect(sections[0]).toBe(
      ['Funnel per step (abcdef012345)', 'Step,Reached,Continued,Skipped,Stopped,Continue refused', 'get-started,4,3,0,1,0', 'purchase-details,3,2,0,1,2'].join('\r\n'),
    );
    expect(csv).toContain('2026-11-26 08:00,publish,abcdef012345');
  });

  it('puts a version beside another when one is compared', () => {
    const tables = shownTables(results, { version: '0123456789abcdef', results: { ...results, steps: [{ ...results.steps[0], reached: 9, continued: 8, stopped: 1 }] } }, 'abcdef0123456789');
    expect(tables.comparison.rows).toEqual([
      ['get-started', 4, 3, 1, 9, 8, 1],
      ['purchase-details', 3, 2, 1, 0, 0, 0],
    ]);
  });

  it('quotes commas and quotes, and defuses cells a spreadsheet would run as formulas', () => {
    const csv = tablesToCsv([{ id: 'x', caption: 'A, "quoted" caption', head: ['Name', 'Count'], rows: [['=HYPERLINK("x")', 1], ['-2', 2]] }]);
    expect(csv).toBe('"A, ""quoted"" caption"\r\nName,Count\r\n"\'=HYPERLINK(""x"")",1\r\n\'-2,2\r\n');
  });
});
