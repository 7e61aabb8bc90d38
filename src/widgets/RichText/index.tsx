import type { PropsOf, WidgetProps } from '../../engine/contract';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** Sanitised HTML content from the content store (terms, policies, instructions). */
export default function RichText({ html, props }: WidgetProps<Props>) {
  const Element = props.as ?? 'div';
  return <Element className="rich-text-block">{html('body')}</Element>;
}
