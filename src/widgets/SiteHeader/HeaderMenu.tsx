import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The header's links behind a "Menu" disclosure on narrow screens (the GOV.UK header's pattern), as a native
 * <details>: it opens and closes by touch, click, Enter and Space without any script, and the server renders it
 * closed, as the browser hydrates it. On wide screens theme.css hides the summary and shows the contents
 * (::details-content), so the links stand in the bar. Escape closes it and takes focus back to "Menu"; following
 * a link closes it (a new `pathname`).
 */
export function HeaderMenu({ label, pathname, children }: { label: string; pathname: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const summaryRef = useRef<HTMLElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  return (
    <details
      className="site-header__menu"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        summaryRef.current?.focus();
      }}
    >
      <summary ref={summaryRef} className="site-header__menu-toggle">
        {label}
      </summary>
      <div className="site-header__menu-content">{children}</div>
    </details>
  );
}
