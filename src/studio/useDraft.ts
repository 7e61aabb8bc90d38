import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, call } from './api';
import type { Problem } from './fieldIds';

export type Files = Record<string, unknown>;
export type SaveState = 'loading' | 'saved' | 'unsaved' | 'saving' | 'conflict' | 'failed';

interface DraftAnswer {
  base: string;
  live: string | null;
  isDraft: boolean;
  files: Files;
  errors: Problem[];
}

export interface Conflict {
  current: string;
  changed: string[];
  files: Files;
}

/** How long after the last change a save starts: typing a word is one save, not one per letter. */
const SAVE_AFTER_MS = 600;

/**
 * The promotion's draft as files, every change saved as the draft (a moment after the last one), each save checked
 * by the server's checker. A save based on an older draft than the server's is refused there: the conflict shows what
 * the other person changed, and nothing is overwritten silently.
 */
export function useDraft(code: string) {
  const [files, setFiles] = useState<Files>({});
  const [base, setBase] = useState<string>('');
  const [live, setLive] = useState<string | null>(null);
  const [errors, setErrors] = useState<Problem[]>([]);
  const [state, setState] = useState<SaveState>('loading');
  const [conflict, setConflict] = useState<Conflict | undefined>();
  const pending = useRef<Files | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const baseRef = useRef('');

  const load = useCallback(async () => {
    // Loaded again (after a publish): the tabs stay on screen, with what they say.
    if (!baseRef.current) setState('loading');
    const draft = await call<DraftAnswer>('GET', `/promotions/${code}/draft`);
    setFiles(draft.files);
    setBase(draft.base);
    baseRef.current = draft.base;
    setLive(draft.live);
    setErrors(draft.errors);
    setConflict(undefined);
    setState('saved');
  }, [code]);

  useEffect(() => {
    void load();
    return () => clearTimeout(timer.current);
  }, [load]);

  const save = useCallback(async () => {
    const next = pending.current;
    if (!next) return;
    pending.current = undefined;
    setState('saving');
    try {
      const saved = await call<{ base: string; errors: Problem[] }>('PUT', `/promotions/${code}/draft`, { base: baseRef.current, files: next });
      baseRef.current = saved.base;
      setBase(saved.base);
      setErrors(saved.errors);
      setState(pending.current ? 'unsaved' : 'saved');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(error.body as unknown as Conflict);
        pending.current = next;
        setState('conflict');
      } else setState('failed');
    }
  }, [code]);

  /** Changes one file (a copy made by `change`); saved shortly after. */
  const update = useCallback(
    (file: string, change: (current: any) => unknown) => {
      setFiles((current) => {
        const next = { ...current, [file]: change(structuredClone(current[file])) };
        pending.current = next;
        return next;
      });
      setState('unsaved');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), SAVE_AFTER_MS);
    },
    [save],
  );

  /** Conflict: take the other person's draft (this browser's unsaved change is dropped). */
  const takeTheirs = useCallback(() => {
    if (!conflict) return;
    pending.current = undefined;
    setFiles(conflict.files);
    baseRef.current = conflict.current;
    setBase(conflict.current);
    setConflict(undefined);
    setState('saved');
  }, [conflict]);

  /** Conflict: save this browser's version over theirs, knowingly. */
  const keepMine = useCallback(() => {
    if (!conflict) return;
    baseRef.current = conflict.current;
    setConflict(undefined);
    void save();
  }, [conflict, save]);

  return { files, base, live, errors, state, conflict, update, reload: load, takeTheirs, keepMine, saveNow: save };
}
