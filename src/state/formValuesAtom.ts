import { atom, type WritableAtom } from 'jotai';
import { migrateDraft, type DraftMigrations, type FormValues } from './draftMigrations';
import { sessionStore } from './sessionStore';

type Update = FormValues | ((previous: FormValues) => FormValues);
export type FormValuesAtom = WritableAtom<FormValues, [Update], void>;

const atoms = new Map<string, FormValuesAtom>();

/**
 * Form values kept in session storage under `key`, saved on every change and restored on reload.
 * One atom per key, so every screen that shows the claim draft shares it.
 */
export function formValuesAtom(key: string, defaults: FormValues, version: number, migrations?: DraftMigrations): FormValuesAtom {
  const existing = atoms.get(key);
  if (existing) return existing;
  const stored = atom<FormValues>(migrateDraft(sessionStore.get(key), version, defaults, migrations));
  const persisted: FormValuesAtom = atom(
    (get) => get(stored),
    (get, set, update: Update) => {
      const next = typeof update === 'function' ? update(get(stored)) : update;
      set(stored, next);
      sessionStore.set(key, { version, values: next });
    },
  );
  atoms.set(key, persisted);
  return persisted;
}

/** Forget cached atoms, so a test (or a fresh mount) reads session storage again. */
export function forgetFormValueAtoms(): void {
  atoms.clear();
}
