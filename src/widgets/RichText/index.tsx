import type { WidgetProps } from '../../engine/contract';

/** Sanitised HTML content from the content store (terms, policies, instructions). */
export default function RichText({ html, props }: WidgetProps<{ as?: 'div' | 'section' }>) {
  const Element = props.as ?? 'div';
  return <Element className="rich-text-block">{html('body')}</Element>;
}
