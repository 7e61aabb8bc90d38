import { useEffect, useRef, useState } from 'react';
import type { useDraft } from './useDraft';

/** Where Ctrl+Z belongs to the field: it takes back typing there, as in any text box. */
const typesText = (element: Element | null) =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(element.type)) ||
  (element as HTMLElement | null)?.isContentEditable === true;

/**
 * Takes back the session's last change (one save: a word typed, a box ticked), then the one before, and says what came
 * back. By keyboard: the button, or Ctrl+Z (⌘Z) anywhere but in a text box, where the browser's own undo works on the text.
 */
export function UndoButton({ draft }: { draft: Pick<ReturnType<typeof useDraft>, 'undo' | 'canUndo' | 'conflict'> }) {
  const [message, setMessage] = useState('');
  const undo = useRef(() => undefined as void);
  undo.current = () => {
    if (draft.conflict) return setMessage('Not undone: settle the conflict above first.');
    const step = draft.undo();
    setMessage(step ? `Undone: ${step.changed.join(', ') || 'the last change'}. Saved as the draft.` : 'Nothing left to undo in this session.');
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || typesText(document.activeElement)) return;
      event.preventDefault();
      undo.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button type="button" className="button button--secondary" aria-disabled={draft.canUndo ? undefined : true} aria-keyshortcuts="Control+Z" onClick={() => undo.current()}>
        Undo the last change
      </button>
      <span className="hint">Ctrl+Z (⌘Z) outside a text box does the same.</span>
      <p className="hint save-line__message" aria-live="polite">
        {message}
      </p>
    </>
  );
}
