import type { Engine } from './EngineContext';
import { screenOfPath, type Screen } from '../../core/engine/screenOfPath';
import { belowSitePath } from './navigation/siteRouter';

/** The screen a full address (site path included, as in the browser's location) shows. */
export function screenAt(engine: Pick<Engine, 'env' | 'definitions'>, pathname: string): Screen {
  return screenOfPath(engine.definitions, engine.env, belowSitePath(engine.env.sitePath, pathname));
}
