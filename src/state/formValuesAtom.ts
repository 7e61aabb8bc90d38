import { atom, type WritableAtom } from 'jotai';
import { migrateDraft, type DraftMigrations, type FormValues } from './draftMigrations';
import { sessionStore } from './sessionStore';
import { sameValue } from '../../core/engine/sameValue';

type Update = FormValues | ((previous: FormValues) => FormValues);
export type FormValuesAtom = WritableAtom<FormValues, [Update], void>;

export interface FormValuesOptions {
  migrations?: DraftMigrations;
  /** Names kept in memory only (bank details): never written to storage; listed in `forgotten` when lost. */
  memoryOnly?: readonly string[];
}

const atoms = new Map<string, FormValuesAtom>();

/**
 * What is written to storage: the values without the memory-only names, and under `forgotten` the names that
 * held an answer, so that after a reload the widget can say why it asks again and the flow can re-ask.
 */
export function storableValues(values: FormValues, defaults: FormValues, memoryOnly: readonly string[]): FormValues {
  if (memoryOnly.length === 0) return values;
  const stored: FormValues = {};
  for (const [name, value] of Object.entries(values)) if (!memoryOnly.includes(name)) stored[name] = value;
  const held = memoryOnly.filter((name) => !sameValue(values[name], defaults[name]));
  const earlier = Array.isArray(values.forgotten) ? (values.forgotten as string[]) : [];
  stored.forgotten = [...new Set([...earlier, ...held])];
  return stored;
}

/**
 * Form values kept in session storage under `key`, saved on every change and restored on reload.
 * One atom per key, so every screen that shows the claim draft shares it.
 */
export function formValuesAtom(key: string, defaults: FormValues, version: number, options: FormValuesOptions = {}): FormValuesAtom {
  const existing = atoms.get(key);
  if (existing) return existing;
  const memoryOnly = options.memoryOnly ?? [];
  const stored = atom<FormValues>(migrateDraft(sessionStore.get(key), version, defaults, options.migrations));
  const persisted: FormValuesAtom = atom(
    (get) => get(stored),
    (get, set, update: Update) => {
      const next = typeof update === 'function' ? update(get(stored)) : update;
      set(stored, next);
      sessionStore.set(key, { version, values: storableValues(next, defaults, memoryOnly) });
    },
  );
  atoms.set(key, persisted);
  return persisted;
}

/** Forget cached atoms, so a test (or a fresh mount) reads session storage again. */
export function forgetFormValueAtoms(): void {
  atoms.clear();
}
