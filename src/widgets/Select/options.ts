import type { PropsOf, SiteEnvironment } from '../../engine/contract';
import { linesOf, sortByName, type NamedItem } from '../_shared/namedItems';
import type manifest from './manifest';
/** The spec's limit on options in one select. */
export const MAX_OPTIONS = 1000;

/** The block's props, as its manifest's schema says. */
export type SelectProps = PropsOf<typeof manifest>;

export interface Option {
  value: string | number;
  label: string;
}

/** The choices: the block's source (sorted by name), its `options`, or the lines of a wording list. */
export function optionsOf({ props, data, text, env }: { props: SelectProps; data: unknown; text: (slot: string) => string; env: Pick<SiteEnvironment, 'locale'> }): Option[] {
  if (Array.isArray(data)) {
    return sortByName(data as NamedItem[], env.locale).map((item) => ({ value: item.id, label: item.name }));
  }
  if (props.options) return props.options.map((option) => ({ value: option, label: text(`option_${option}`) }));
  if (props.linesSlot) return linesOf(text(props.linesSlot)).map((line) => ({ value: line, label: line }));
  return [];
}
