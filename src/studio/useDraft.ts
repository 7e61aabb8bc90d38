import { useCallback, useEffect, useRef, useState } from 'react';
import { answerOf, ApiError, studioApi } from './api';
import type { Problem } from './fieldIds';
import { applyStep, stepBetween, undoStore, type UndoStacks, type UndoStep } from './undoHistory';

export type Files = Record<string, unknown>;
/**
 * A change of one file of the draft: it gets a copy of the file as its caller knows it (a step, a flow, promotion.json:
 * the definition language's types, core/generated) and returns the file as it is to be; the checker says, at each
 * save, where the file is not what its type says. (A method's signature, so that each caller names its file's type.)
 */
type FileChange = { change(current: unknown): unknown }['change'];
export type Update = (file: string, change: FileChange) => void;
/** no-draft: the promotion has no draft (the editor shows live; a change starts one). */
export type SaveState = 'loading' | 'no-draft' | 'saved' | 'unsaved' | 'saving' | 'conflict' | 'failed';
/** Nothing waits to be saved: the draft as saved, or live when there is no draft. */
export const settled = (state: SaveState) => state === 'saved' || state === 'no-draft';

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
  const [isDraft, setIsDraft] = useState(false);
  const [errors, setErrors] = useState<Problem[]>([]);
  const [state, setState] = useState<SaveState>('loading');
  const [conflict, setConflict] = useState<Conflict | undefined>();
  // The session's undo and redo (undoHistory.ts): kept while the tab lives, across the list and reloads.
  const [stacks, setStacksNow] = useState<UndoStacks>(() => undoStore.read(code));
  const setStacks = useCallback((change: (stacks: UndoStacks) => UndoStacks) => setStacksNow((stacks) => undoStore.write(code, change(stacks))), [code]);
  useEffect(() => setStacksNow(undoStore.read(code)), [code]);
  const liveRef = useRef<string | null>(null);
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
    liveRef.current = draft.live;
    setIsDraft(draft.isDraft);
    setErrors(draft.errors);
    setConflict(undefined);
    setState(draft.isDraft ? 'saved' : 'no-draft');
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
    // A new change: what was undone cannot be redone over it.
    if (before) setStacks((stacks) => ({ undo: [...stacks.undo, stepBetween(before, next, changesBetween(before, next))], redo: [] }));
    setState('saving');
    try {
      const saved = await answerOf(studioApi.PUT('/promotions/{code}/draft', { params: { path: { code } }, body: { base: baseRef.current, files: next } }));
      baseRef.current = saved.base;
      setBase(saved.base);
      // A draft saved back to what is live is no draft any more (the server keeps none).
      const isLive = saved.base === liveRef.current;
      setIsDraft(!isLive);
      setErrors(saved.errors);
      setState(pending.current ? 'unsaved' : isLive ? 'no-draft' : 'saved');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(error.body as unknown as Conflict);
        pending.current = next;
        setState('conflict');
      } else setState('failed');
    }
  }, [code, setStacks]);

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

  /** Shows and saves at once the files with one side of a step put back. */
  const apply = useCallback(
    (side: Record<string, unknown>) => {
      clearTimeout(timer.current);
      const next = applyStep(filesRef.current, side);
      pending.current = next;
      show(next);
      void save();
    },
    [save, show],
  );

  /** Takes back the last change of this session (saved or not yet): the files as they were before it, saved at once. */
  const undo = useCallback((): UndoStep | undefined => {
    const unsaved = burstStart.current;
    const step = unsaved ? stepBetween(unsaved, filesRef.current, changesBetween(unsaved, filesRef.current)) : stacks.undo.at(-1);
    if (!step) return undefined;
    burstStart.current = undefined;
    setStacks((now) => ({ undo: unsaved ? now.undo : now.undo.slice(0, -1), redo: [...now.redo, step] }));
    apply(step.before);
    return step;
  }, [stacks, setStacks, apply]);

  /** Makes again the last change undone in this session, saved at once. */
  const redo = useCallback((): UndoStep | undefined => {
    const step = stacks.redo.at(-1);
    if (!step || burstStart.current) return undefined;
    setStacks((now) => ({ undo: [...now.undo, step], redo: now.redo.slice(0, -1) }));
    apply(step.after);
    return step;
  }, [stacks, setStacks, apply]);

  /** Conflict: take the other person's draft (this browser's unsaved change is dropped). */
  const takeTheirs = useCallback(() => {
    if (!conflict) return;
    pending.current = undefined;
    burstStart.current = undefined;
    show(conflict.files);
    baseRef.current = conflict.current;
    setBase(conflict.current);
    setConflict(undefined);
    setState(conflict.current === liveRef.current ? 'no-draft' : 'saved');
  }, [conflict, show]);

  /** Conflict: save this browser's version over theirs, knowingly. */
  const keepMine = useCallback(() => {
    if (!conflict) return;
    baseRef.current = conflict.current;
    setConflict(undefined);
    void save();
  }, [conflict, save]);

  const canUndo = stacks.undo.length > 0 || state === 'unsaved';
  const canRedo = stacks.redo.length > 0 && state !== 'unsaved';
  return { files, base, live, isDraft, errors, state, conflict, update, reload: load, takeTheirs, keepMine, saveNow: save, undo, canUndo, redo, canRedo };
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
