import type { WidgetProps } from '../../engine/contract';
import './hero.css';

/** The page's main heading with its subtitle and the terms small print. */
export default function Hero({ text, html }: WidgetProps) {
  const subtitle = text('subtitle');
  return (
    <section className="hero">
      <h1 className="heading-xl hero__title">{text('title')}</h1>
      {subtitle && <p className="hero__subtitle">{subtitle}</p>}
      <div className="hero__terms">{html('terms')}</div>
    </section>
  );
}
