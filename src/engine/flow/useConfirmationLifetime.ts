import { useEffect, useRef } from 'react';
import { useEngine } from '../EngineContext';
import { sessionStore } from '../../state/sessionStore';
import { storageKeys } from '../../state/storageKeys';

/**
 * On the flow's last screen: leaving it forgets the confirmation (spec: "leaving the page clears the
 * confirmation"). A reload keeps it. The clearing waits a tick so that React's development double mount
 * (unmount + mount at once) does not count as leaving.
 */
export function useConfirmationLifetime(endsFlow: boolean): void {
  const { env } = useEngine();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!endsFlow) return;
    clearTimeout(pending.current);
    const key = storageKeys.confirmation(env.promotionId, env.locale);
    return () => {
      pending.current = setTimeout(() => sessionStore.set(key, undefined), 0);
    };
  }, [endsFlow, env.promotionId, env.locale]);
}
