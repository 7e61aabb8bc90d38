export type Files = Record<string, unknown>;

/** One change to undo or redo: the files it touched as they were before and after it (null: no such file), and what it changed. */
export interface UndoStep {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  changed: string[];
}

export interface UndoStacks {
  undo: UndoStep[];
  redo: UndoStep[];
}

/** How many changes of this session can be undone. */
const UNDO_DEPTH = 50;
const keyOf = (code: string) => `studio-undo:${code}`;
/** Whether the tab's session storage took the value (it throws when full or refused). */
function stored(key: string, value: string): boolean {
  try {
    sessionStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** A step from the files before and after a change: only the files it touched are kept. */
export function stepBetween(before: Files, after: Files, changed: string[]): UndoStep {
  const files = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((file) => JSON.stringify(before[file]) !== JSON.stringify(after[file]));
  return { before: Object.fromEntries(files.map((file) => [file, before[file] ?? null])), after: Object.fromEntries(files.map((file) => [file, after[file] ?? null])), changed };
}

/** The files with one side of a step put back (a file that was not there is taken away). */
export function applyStep(files: Files, side: Record<string, unknown>): Files {
  const next = { ...files };
  for (const [file, content] of Object.entries(side)) {
    if (content === null) delete next[file];
    else next[file] = content;
  }
  return next;
}

/**
 * The undo and redo of a promotion's editing session, kept in the browser tab's session storage: they last while the
 * manager goes to the list and back, or reloads, and end with the tab. Older steps give way when the storage is full.
 */
export const undoStore = {
  read(code: string): UndoStacks {
    try {
      const kept = JSON.parse(sessionStorage.getItem(keyOf(code)) ?? 'null') as UndoStacks | null;
      if (kept && Array.isArray(kept.undo) && Array.isArray(kept.redo)) return kept;
    } catch {
      // unreadable: a new session
    }
    return { undo: [], redo: [] };
  },
  write(code: string, stacks: UndoStacks): UndoStacks {
    let kept = { undo: stacks.undo.slice(-UNDO_DEPTH), redo: stacks.redo.slice(-UNDO_DEPTH) };
    // Refused (full): the newer half of each, until it fits or nothing is left (then kept for this page only).
    while (!stored(keyOf(code), JSON.stringify(kept)) && (kept.undo.length || kept.redo.length))
      kept = { undo: kept.undo.slice(Math.ceil(kept.undo.length / 2)), redo: kept.redo.slice(Math.ceil(kept.redo.length / 2)) };
    return kept;
  },
};
