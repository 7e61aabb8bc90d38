import { startTransition, useEffect } from 'react';
import type { PropsOf, WidgetProps } from '../../engine/contract';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/**
 * A hidden answer that comes from the locale, not the customer (the address's country is the site's country):
 * keeps its bound value equal to env[from]. Renders nothing; the value is set in an effect, not during render.
 */
export default function EnvValue({ props, env, value, onChange }: WidgetProps<Props>) {
  const wanted = env[props.from];
  // Nothing on screen shows it, so it is written as a transition once the commit's other effects have run (the step's
  // own subscriptions to the answers among them, which would otherwise re-render the whole step at once for it, in one
  // task of about 60 ms on a slow phone): React renders a transition in slices.
  useEffect(() => {
    if (typeof wanted !== 'string' || value === wanted) return;
    let current = true;
    queueMicrotask(() => current && startTransition(() => onChange(wanted)));
    return () => {
      current = false;
    };
  }, [wanted, value, onChange]);
  return null;
}
