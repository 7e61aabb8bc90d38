import { use, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useEngine } from '../EngineContext';
import type { Engine } from '../EngineContext';
import { settledPromise } from '../settledPromise';

export type DateWindowStatus = 'OPEN' | 'EARLY' | 'LATE' | 'CLOSED';

let statusPromise: Promise<DateWindowStatus> | undefined;

/** The promotion's date-window status, asked once per page load (unless the server put it into the page). */
export function dateWindowStatus(engine: Pick<Engine, 'api' | 'env' | 'inlinedStatus'>): Promise<DateWindowStatus> {
  const inlined = engine.inlinedStatus?.dateWindow;
  if (!statusPromise && inlined) statusPromise = settledPromise(Promise.resolve(inlined));
  statusPromise ??= settledPromise(engine.api
    .GET('/promotion/{id}/date-window-status', { params: { path: { id: engine.env.promotionId } } })
    .then(({ data, error }) => {
      if (error || !data) throw new Error('date-window-status failed');
      return data.data.status as DateWindowStatus;
    })
    .catch((error) => {
      statusPromise = undefined;
      throw error;
    }));
  return statusPromise;
}

/**
 * Spec section 4: on entering closed or claim routes — status OPEN and target closed: go to claim;
 * target closed or status OPEN: proceed; otherwise go to closed.
 */
export function DateWindowGuard({ target, children }: { target: 'claim' | 'closed'; children: ReactNode }) {
  const engine = useEngine();
  const status = use(dateWindowStatus(engine));
  if (status === 'OPEN' && target === 'closed') return <Navigate replace to={`/${engine.routeOf('claim') ?? 'claim'}`} />;
  if (target === 'closed' || status === 'OPEN') return <>{children}</>;
  return <Navigate replace to={`/${engine.routeOf('closed') ?? 'closed'}`} />;
}
