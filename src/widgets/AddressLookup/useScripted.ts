import { useEffect, useState } from 'react';

/** Whether scripts run the widget: false in the server's markup and the render that hydrates it, true right after. */
export function useScripted(): boolean {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return scripted;
}
