import uPlot from 'uplot';
import type { Results } from './types';

const BLUE = '#1d70b8';
const GREEN = '#00703c';
const ORANGE = '#f47738';
const GREY = '#505a5f';

/** Bars of the steps: how many reached each one (wide) and how many continued (narrow, inside). */
export function funnelChart(steps: Results['steps'], second?: Results['steps']): { options: Omit<uPlot.Options, 'width' | 'height'>; data: uPlot.AlignedData } {
  const x = steps.map((_, i) => i);
  const names = steps.map((step) => step.step);
  const wide = uPlot.paths.bars!({ size: [0.8, 80] });
  const narrow = uPlot.paths.bars!({ size: [0.4, 40] });
  const series: uPlot.Series[] = [
    {},
    { label: 'Reached', stroke: BLUE, fill: `${BLUE}55`, paths: wide, points: { show: false } },
    { label: 'Continued', stroke: GREEN, fill: GREEN, paths: narrow, points: { show: false } },
  ];
  const data: [number[], ...number[][]] = [x, steps.map((step) => step.reached), steps.map((step) => step.continued)];
  if (second) {
    const other = new Map(second.map((step) => [step.step, step]));
    series.push({ label: 'Reached (compared version)', stroke: ORANGE, width: 3, paths: narrow, points: { show: false } });
    data.push(steps.map((step) => other.get(step.step)?.reached ?? 0));
  }
  return {
    options: {
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [-0.5, Math.max(steps.length - 0.5, 0.5)] }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
      axes: [{ stroke: GREY, values: (_u, ticks) => ticks.map((tick) => names[tick] ?? ''), incrs: [1], rotate: -30, size: 90 }, { stroke: GREY }],
      series,
    },
    data,
  };
}

/** Claims per day as a line, each publish and rollback a dashed vertical line at its time. */
export function claimsChart(perDay: Results['claimsPerDay'], publishes: Results['publishes']): { options: Omit<uPlot.Options, 'width' | 'height'>; data: uPlot.AlignedData } {
  const x = perDay.map((row) => Date.parse(`${row.day}T00:00:00Z`) / 1000);
  const marks = publishes.map((publish) => Date.parse(publish.at) / 1000);
  return {
    options: {
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
      axes: [{ stroke: GREY }, { stroke: GREY }],
      series: [{}, { label: 'Claims', stroke: BLUE, width: 2, fill: `${BLUE}22` }],
      hooks: {
        draw: [
          (u) => {
            const { ctx } = u;
            ctx.save();
            ctx.strokeStyle = ORANGE;
            ctx.lineWidth = 2;
            ctx.setLineDash([6, 4]);
            for (const mark of marks) {
              const left = u.valToPos(mark, 'x', true);
              ctx.beginPath();
              ctx.moveTo(left, u.bbox.top);
              ctx.lineTo(left, u.bbox.top + u.bbox.height);
              ctx.stroke();
            }
            ctx.restore();
          },
        ],
      },
    },
    data: [x, perDay.map((row) => row.claims)],
  };
}
