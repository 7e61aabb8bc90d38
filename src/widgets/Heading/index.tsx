import type { WidgetProps } from '../../engine/contract';

const SIZE = { 1: 'heading-xl', 2: 'heading-l', 3: 'heading-m' } as const;

export default function Heading({ text, props }: WidgetProps<{ level: 1 | 2 | 3 }>) {
  const level = props.level ?? 2;
  const Element = `h${level}` as const;
  return <Element className={SIZE[level]}>{text('text')}</Element>;
}
