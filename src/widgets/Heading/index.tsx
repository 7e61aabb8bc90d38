import type { PropsOf, WidgetProps } from '../../engine/contract';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

const SIZE = { 1: 'heading-xl', 2: 'heading-l', 3: 'heading-m' } as const;

export default function Heading({ text, props }: WidgetProps<Props>) {
  const level = props.level ?? 2;
  const Element = `h${level}` as const;
  return <Element className={SIZE[level]}>{text('text')}</Element>;
}
