import { use, type ReactNode } from 'react';
import { carriesBlocksOf } from '../../core/engine/firstScreenDefinitions';
import { useEngine } from './EngineContext';
import { useLocation } from './navigation/siteRouter';
import { screenOfPath } from '../../core/engine/screenOfPath';

/**
 * Shows its children once the definitions carry the blocks of the screen at the address: a page the server rendered
 * carries only its first screen's, the rest asked for once the site is ready. Until then (another screen reached
 * before the rest arrived) it suspends: the loading line shows, as while a screen's widgets load; a rest that
 * cannot be loaded fails as a widget that cannot (LoadFailure: say so, offer a reload).
 */
export function DefinitionsComplete({ children }: { children: ReactNode }) {
  const engine = useEngine();
  const { pathname } = useLocation();
  const rest = engine.definitionsRest;
  if (rest && !rest.completed && !carriesBlocksOf(screenOfPath(engine.definitions, engine.env, pathname))) use(rest.complete());
  return children;
}
