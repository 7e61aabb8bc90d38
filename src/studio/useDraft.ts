import { useCallback, useEffect, useRef, useState } from 'react';
import { answerOf, ApiError, studioApi } from './api';
import type { Problem } from './fieldIds';

export type Files = Record<string, unknown>;
/**
 * A change of one file of the draft: it gets a copy of the file as its caller knows it (a step, a flow, promotion.json:
 * the definition language's types, core/generated) and returns the file as it is to be; the checker says, at each
 * save, where the file is not what its type says. (A method's signature, so that each caller names its file's type.)
 */
type FileChange = { change(current: unknown): unknown }['change'];
export type Update = (file: string, change: FileChange) => void;
export type SaveState = 'loading' | 'saved' | 'unsaved' | 'saving' | 'conflict' | 'failed';

export interface Conflict {
  current: string;
  changed: string[];
  files: Files;
}

/** How long after the last change a save starts: typing a word is one save, not one per letter. */
const SAVE_AFTER_MS = 600;
/** How many saves of this session can be undone. */
const UNDO_DEPTH = 50;

/** A save that can be undone: the files as they were before it, and what it changed. */
export interface UndoStep {
  before: Files;
  changed: string[];
}

/**
 * The promotion's draft as files, every change saved as the draft (a moment after the last one), each save checked
 * by the server's checker. A save based on an older draft than the server's is refused there: the conflict shows what
 * the other person changed, and nothing is overwritten silently.
 */
export function useDraft(code: string) {
  const [files, setFiles] = useState<Files>({});
  const [base, setBase] = useState<string>('');
  const [live, setLive] = useState<string | null>(null);
  const [isDraft, setIsDraft] = useState(false);
  const [errors, setErrors] = useState<Problem[]>([]);
  const [state, setState] = useState<SaveState>('loading');
  const [conflict, setConflict] = useState<Conflict | undefined>();
  const [undoSteps, setUndoSteps] = useState<UndoStep[]>([]);
  const pending = useRef<Files | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const baseRef = useRef('');
  /** The files as shown (changes in one event chain on each other) and, while changes wait for their save, the files before them. */
  const filesRef = useRef<Files>({});
  const burstStart = useRef<Files | undefined>(undefined);
  const show = useCallback((next: Files) => {
    filesRef.current = next;
    setFiles(next);
  }, []);

  const load = useCallback(async () => {
    // Loaded again (after a publish): the tabs stay on screen, with what they say.
    if (!baseRef.current) setState('loading');
    const draft = await answerOf(studioApi.GET('/promotions/{code}/draft', { params: { path: { code } } }));
    show(draft.files);
    setBase(draft.base);
    baseRef.current = draft.base;
    setLive(draft.live);
    setIsDraft(draft.isDraft);
    setErrors(draft.errors);
    setConflict(undefined);
    setState('saved');
  }, [code, show]);

  useEffect(() => {
    void load();
    return () => clearTimeout(timer.current);
  }, [load]);

  const save = useCallback(async () => {
    const next = pending.current;
    if (!next) return;
    pending.current = undefined;
    // The changes this save sends are one step to undo.
    const before = burstStart.current;
    burstStart.current = undefined;
    if (before) setUndoSteps((steps) => [...steps.slice(1 - UNDO_DEPTH), { before, changed: changesBetween(before, next) }]);
    setState('saving');
    try {
      const saved = await answerOf(studioApi.PUT('/promotions/{code}/draft', { params: { path: { code } }, body: { base: baseRef.current, files: next } }));
      baseRef.current = saved.base;
      setBase(saved.base);
      setIsDraft(true);
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
  const update: Update = useCallback(
    (file, change) => {
      const current = filesRef.current;
      burstStart.current ??= current;
      const next = { ...current, [file]: change(structuredClone(current[file])) };
      pending.current = next;
      show(next);
      setState('unsaved');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), SAVE_AFTER_MS);
    },
    [save, show],
  );

  /** Takes back the last change of this session (saved or not yet): the files as they were before it, saved at once. */
  const undo = useCallback(() => {
    const unsaved = burstStart.current;
    const step = unsaved ? { before: unsaved, changed: changesBetween(unsaved, filesRef.current) } : undoSteps.at(-1);
    if (!step) return undefined;
    if (unsaved) burstStart.current = undefined;
    else setUndoSteps((steps) => steps.slice(0, -1));
    clearTimeout(timer.current);
    pending.current = step.before;
    show(step.before);
    void save();
    return step;
  }, [undoSteps, save, show]);

  /** Conflict: take the other person's draft (this browser's unsaved change is dropped). */
  const takeTheirs = useCallback(() => {
    if (!conflict) return;
    pending.current = undefined;
    burstStart.current = undefined;
    show(conflict.files);
    baseRef.current = conflict.current;
    setBase(conflict.current);
    setConflict(undefined);
    setState('saved');
  }, [conflict, show]);

  /** Conflict: save this browser's version over theirs, knowingly. */
  const keepMine = useCallback(() => {
    if (!conflict) return;
    baseRef.current = conflict.current;
    setConflict(undefined);
    void save();
  }, [conflict, save]);

  const canUndo = undoSteps.length > 0 || state === 'unsaved';
  return { files, base, live, isDraft, errors, state, conflict, update, reload: load, takeTheirs, keepMine, saveNow: save, undo, canUndo };
}

/** What a change touched, as a manager names it: "homeHeroTitle in en-GB" for wording, the file and its keys otherwise. */
export function changesBetween(before: Files, after: Files): string[] {
  const files = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((file) => JSON.stringify(before[file]) !== JSON.stringify(after[file]));
  return files.flatMap((file) => {
    const was = (before[file] ?? {}) as Record<string, unknown>;
    const is = (after[file] ?? {}) as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]));
    const locale = /^content\/(.+)\.json$/.exec(file)?.[1];
    if (locale) return keys.map((alias) => `${alias} in ${locale}`);
    return [`${file}${keys.length ? ` (${keys.join(', ')})` : ''}`];
  });
}
