import type { ReactNode } from 'react';
import { useFocusAfterAdd } from './useFocusAfterAdd';

/** "Add …": adds an entry, then puts the keyboard in its first field (catalogue.json at `focus`). */
export function AddButton({ focus, onAdd, primary, children }: { focus: string; onAdd: () => void; primary?: boolean; children: ReactNode }) {
  const focusNext = useFocusAfterAdd();
  return (
    <button
      type="button"
      className={primary ? 'button' : 'button button--secondary'}
      onClick={() => {
        focusNext(focus);
        onAdd();
      }}
    >
      {children}
    </button>
  );
}
