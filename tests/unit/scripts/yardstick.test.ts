import { describe, expect, it } from 'vitest';
import { formatRatio, goalReport, interleaved, median, medianFigures, range, ratio } from '../../../scripts/bench/yardstick';

describe("the benchmarks' comparison with the bare form", () => {
  it('takes the middle value of the runs that measured the figure, the upper one of an even count', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([1, NaN, 3])).toBe(3);
    expect(median([NaN, NaN])).toBeNaN();
    expect(median([])).toBeNaN();
  });

  it('takes each figure’s median on its own, so one noisy run moves no figure', () => {
    const runs = [
      { ready: 900, fcp: 500 },
      { ready: 1500, fcp: 400 },
      { ready: 1000, fcp: 450 },
    ];
    expect(medianFigures(runs)).toEqual({ ready: 1000, fcp: 450 });
    expect(() => medianFigures([])).toThrow('no runs');
  });

  it('states a page as a multiple of the form, and no ratio where a figure is missing', () => {
    expect(ratio(1100, 1000)).toBeCloseTo(1.1);
    expect(formatRatio(ratio(436, 848))).toBe('0.51×');
    expect(formatRatio(ratio(NaN, 848))).toBe('-');
    expect(formatRatio(ratio(436, 0))).toBe('-');
  });

  it('prints the spread of the finite values', () => {
    expect(range([1.22, 1.18, NaN], formatRatio)).toBe('1.18×-1.22×');
    expect(range([100, 100], String)).toBe('100');
    expect(range([NaN], String)).toBe('-');
  });

  it('measures page and form in turn, alternating which goes first', async () => {
    const order: string[] = [];
    const result = await interleaved(
      3,
      async () => (order.push('page'), order.length),
      async () => (order.push('form'), order.length),
    );
    expect(order).toEqual(['form', 'page', 'page', 'form', 'form', 'page']);
    expect(result).toEqual({ page: [2, 3, 6], form: [1, 4, 5] });
  });

  it('names the pages that miss a goal', () => {
    const rows = [
      { url: '/a', ready: 1.1 },
      { url: '/b', ready: 1.3 },
    ];
    expect(goalReport(rows, [{ name: 'ready <= 1.2×', met: (row) => row.ready <= 1.2 }])).toEqual(['ready <= 1.2×: MISSED on /b']);
    expect(goalReport(rows, [{ name: 'ready <= 2×', met: (row) => row.ready <= 2 }])).toEqual(['ready <= 2×: met on all 2']);
  });
});
