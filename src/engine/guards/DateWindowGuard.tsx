import { use, type ReactNode } from 'react';
import { Navigate } from '../navigation/SiteLink';
import { useEngine } from '../EngineContext';
import type { Engine } from '../EngineContext';
import type { DateWindowGuardParams } from '../../../core/generated/definitions';
import { settledPromise } from '../settledPromise';

import type { DateWindowStatus } from '../../../core/engine/inlinedStatus';
export type { DateWindowStatus };
export type { DateWindowGuardParams };

/** Per engine (the browser has one per page load; the server one per request, each with its own inlined status). */
const statusPromises = new WeakMap<object, Promise<DateWindowStatus>>();

/**
 * The date-window status from the source the guard names (`params.status`), asked once per page load (unless the
 * server put it into the page).
 */
export function dateWindowStatus(engine: Pick<Engine, 'dataSources' | 'inlinedStatus'>, params: DateWindowGuardParams): Promise<DateWindowStatus> {
  const owner = engine.dataSources;
  let statusPromise = statusPromises.get(owner);
  const inlined = engine.inlinedStatus?.dateWindow;
  if (!statusPromise && inlined) statusPromise = settledPromise(Promise.resolve(inlined));
  statusPromise ??= settledPromise(
    engine.dataSources
      .fetch(params.status, {}, {})
      .then((status) => {
        if (typeof status !== 'string') throw new Error(`source ${params.status} gave no date-window status`);
        return status as DateWindowStatus;
      })
      .catch((error) => {
        statusPromises.delete(owner);
        throw error;
      }),
  );
  statusPromises.set(owner, statusPromise);
  return statusPromise;
}

/**
 * Spec section 4: on the `closed` page while OPEN, go to `open`; on any other screen behind the guard while not
 * OPEN, go to `closed`; otherwise show the screen.
 */
export function DateWindowGuard({ params, screenId, children }: { params: DateWindowGuardParams; screenId: string; children: ReactNode }) {
  const engine = useEngine();
  const status = use(dateWindowStatus(engine, params));
  const onClosedPage = screenId === params.closed;
  if (status === 'OPEN' && onClosedPage) return <Navigate replace to={`/${engine.routeOf(params.open) ?? ''}`} />;
  if (onClosedPage || status === 'OPEN') return <>{children}</>;
  return <Navigate replace to={`/${engine.routeOf(params.closed) ?? ''}`} />;
}
