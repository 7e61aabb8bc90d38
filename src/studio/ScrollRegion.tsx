import type { ReactNode } from 'react';

/**
 * A table wider than a phone's screen scrolls sideways inside this region rather than widening the page (WCAG 1.4.10):
 * the region is named and takes focus, so a keyboard user can scroll it too (axe scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="scroll-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
