import { useEffect, useState } from 'react';

/**
 * Whether scripts run the widget: false in the server's markup and the render that hydrates it, true right after. A
 * button that asks the server without scripts (a submit button with `name="action"`, core/engine/flow/postedAnswers.ts)
 * becomes a plain button once true, so that Enter in a field still sends the form's own Continue.
 */
export function useScripted(): boolean {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return scripted;
}
