import { useEffect } from 'react';
import { useLocation } from '../navigation/siteRouter';
import { useEngine } from '../EngineContext';
import { sessionStore } from '../../state/sessionStore';
import { storageKeys } from '../../../core/state/storageKeys';

interface StoredConfirmation {
  /** Path of the flow's last screen once the visitor saw it there. */
  shownAt?: string;
}

const keyOf = (env: { promotionId: string; locale: string }) => storageKeys.confirmation(env.promotionId, env.locale);

/** On the flow's last screen: remembers that the confirmation was shown, and where. */
export function useConfirmationShown(endsFlow: boolean): void {
  const { env } = useEngine();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!endsFlow) return;
    const stored = sessionStore.get(keyOf(env)) as StoredConfirmation | undefined;
    if (stored && stored.shownAt !== pathname) sessionStore.set(keyOf(env), { ...stored, shownAt: pathname });
  }, [endsFlow, env, pathname]);
}

/**
 * Spec: "leaving the page clears the confirmation". Once the last screen was shown, any other address forgets it,
 * whether reached by a link, the back button or a new page load; a reload of that screen keeps it. Runs in the
 * shell, whose effects follow the screen's own, so the screen marks itself before this looks.
 */
export function useForgetLeftConfirmation(): void {
  const { env } = useEngine();
  const { pathname } = useLocation();
  useEffect(() => {
    const stored = sessionStore.get(keyOf(env)) as StoredConfirmation | undefined;
    if (stored?.shownAt && stored.shownAt !== pathname) sessionStore.set(keyOf(env), undefined);
  }, [env, pathname]);
}
