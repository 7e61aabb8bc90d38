import type { ReactNode } from 'react';

/** A part of a form tab (Settings, Catalogue): a heading, a hint, its fields. */
export function SettingsGroup({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="settings-group" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {hint && <p className="hint">{hint}</p>}
      {children}
    </section>
  );
}
