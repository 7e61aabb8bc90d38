import type { Engine } from './EngineContext';
import { screenOfPath, type Screen } from '../../core/engine/screenOfPath';

/** The screen a full address (site path included, as in the browser's location) shows. */
export function screenAt(engine: Pick<Engine, 'env' | 'definitions'>, pathname: string): Screen {
  const sitePath = engine.env.sitePath.replace(/\/+$/, '');
  const below = pathname.toLowerCase().startsWith(sitePath.toLowerCase()) ? pathname.slice(sitePath.length) : pathname;
  return screenOfPath(engine.definitions, engine.env, below);
}
