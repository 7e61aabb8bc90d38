import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * A uPlot chart (canvas; styles set through the CSSOM, no inline style attributes and no eval, so it runs under the
 * studio's CSP). Hidden from assistive technology: each chart is drawn next to a table with its data.
 */
export function UPlotChart({ options, data, label }: { options: Omit<uPlot.Options, 'width' | 'height'>; data: uPlot.AlignedData; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = Math.max(320, Math.min(900, element.clientWidth || 720));
    const chart = new uPlot({ ...options, width, height: 280 }, data, element);
    return () => chart.destroy();
  }, [options, data]);
  return <div ref={box} className="results-chart" aria-hidden="true" data-chart={label} />;
}
