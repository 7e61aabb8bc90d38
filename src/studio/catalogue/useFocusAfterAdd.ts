import { useEffect, useRef } from 'react';
import { fieldIdOf } from '../fieldIds';

/**
 * After "Add …", the keyboard goes on in the field just added: `focusNext(pointer)` focuses the field that edits
 * catalogue.json at that pointer once it is on screen.
 */
export function useFocusAfterAdd(): (pointer: string) => void {
  const next = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!next.current) return;
    const field = document.getElementById(fieldIdOf('catalogue.json', next.current));
    if (field) {
      field.focus();
      next.current = undefined;
    }
  });
  return (pointer) => {
    next.current = pointer;
  };
}
