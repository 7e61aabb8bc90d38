import { useEffect } from 'react';
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
  useEffect(() => {
    if (typeof wanted === 'string' && value !== wanted) onChange(wanted);
  }, [wanted, value, onChange]);
  return null;
}
