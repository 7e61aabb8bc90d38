import { useEffect } from 'react';
import type { SiteEnvironment, WidgetProps } from '../../engine/contract';

/** The locale facts a form may need to keep among its answers. */
type EnvKey = keyof Pick<SiteEnvironment, 'country' | 'locale' | 'currency'>;

interface EnvValueProps {
  from: EnvKey;
}

/**
 * A hidden answer that comes from the locale, not the customer (the address's country is the site's country):
 * keeps its bound value equal to env[from]. Renders nothing; the value is set in an effect, not during render.
 */
export default function EnvValue({ props, env, value, onChange }: WidgetProps<EnvValueProps>) {
  const wanted = env[props.from];
  useEffect(() => {
    if (typeof wanted === 'string' && value !== wanted) onChange(wanted);
  }, [wanted, value, onChange]);
  return null;
}
