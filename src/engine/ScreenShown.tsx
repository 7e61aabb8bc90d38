import { useEffect } from 'react';
import { useEngine } from './EngineContext';

/**
 * Rendered with a screen (and with the message that stands for one that failed to load): tells the site, through
 * engine.onScreenShown, that the screen is in the page and handles input. On a page the server rendered, the
 * screen hydrates after the layout, so this is the moment its fields are React's.
 */
export function ScreenShown() {
  const { onScreenShown } = useEngine();
  useEffect(() => onScreenShown?.(), [onScreenShown]);
  return null;
}
