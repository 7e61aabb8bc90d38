import type { ReactNode } from 'react';

/**
 * A button that shows its work: while busy it says so and ignores clicks, but stays a focusable button
 * (aria-disabled, not disabled), so the keyboard's focus is not dropped to the page when it is pressed.
 */
export function BusyButton({ busy, busyLabel, disabled, onClick, className = 'button', children }: { busy: boolean; busyLabel: string; disabled?: boolean; onClick: () => void; className?: string; children: ReactNode }) {
  return (
    <button type="button" className={`${className} busy-button`} disabled={disabled && !busy} aria-disabled={busy ? 'true' : undefined} onClick={() => busy || onClick()}>
      {busy ? busyLabel : children}
    </button>
  );
}
