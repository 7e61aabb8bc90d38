import { useEffect, useRef, useState } from 'react';
import type { useDraft } from './useDraft';

/** Where Ctrl+Z belongs to the field: it takes back typing there, as in any text box. */
const typesText = (element: Element | null) =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(element.type)) ||
  (element as HTMLElement | null)?.isContentEditable === true;

type Draft = Pick<ReturnType<typeof useDraft>, 'undo' | 'canUndo' | 'redo' | 'canRedo' | 'conflict'>;

/**
 * Takes back the session's last change (one save: a word typed, a box ticked), then the one before, and says what came
 * back; redoes what was undone, until a new change. The session is the browser tab's: going to the list and back, or
 * reloading, keeps it. By keyboard: the buttons, or Ctrl+Z (⌘Z) and Ctrl+Shift+Z or Ctrl+Y anywhere but in a text box,
 * where the browser's own undo works on the text.
 */
export function UndoButton({ draft }: { draft: Draft }) {
  const [message, setMessage] = useState('');
  const act = useRef((_redo: boolean) => undefined as void);
  act.current = (redo) => {
    if (draft.conflict) return setMessage(`Not ${redo ? 'redone' : 'undone'}: settle the conflict above first.`);
    const step = redo ? draft.redo() : draft.undo();
    const what = step?.changed.join(', ') || 'the last change';
    if (redo) setMessage(step ? `Redone: ${what}. Saved as the draft.` : 'Nothing to redo in this session.');
    else setMessage(step ? `Undone: ${what}. Saved as the draft.` : 'Nothing left to undo in this session.');
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      if (!(event.ctrlKey || event.metaKey) || event.altKey || typesText(document.activeElement)) return;
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      if (key !== 'z' && !redo) return;
      event.preventDefault();
      act.current(redo);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button type="button" className="button button--secondary" aria-disabled={draft.canUndo ? undefined : true} aria-keyshortcuts="Control+Z" onClick={() => act.current(false)}>
        Undo the last change
      </button>
      <button type="button" className="button button--secondary" aria-disabled={draft.canRedo ? undefined : true} aria-keyshortcuts="Control+Shift+Z Control+Y" onClick={() => act.current(true)}>
        Redo
      </button>
      <span className="hint">Ctrl+Z (⌘Z) and Ctrl+Shift+Z outside a text box do the same.</span>
      <p className="hint save-line__message" aria-live="polite">
        {message}
      </p>
    </>
  );
}
