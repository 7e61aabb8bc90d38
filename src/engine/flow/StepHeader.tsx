import { SiteLink } from '../navigation/SiteLink';
import type { ContentLookup } from '../contract';
import type { Flow, Step } from '../../../core/engine/siteDefinitions';
import { canBacktrackTo, type FlowProgress } from '../../../core/engine/flow/claimFlow';

interface Props {
  flow: Flow;
  steps: readonly Step[];
  index: number;
  progress: FlowProgress;
  content: ContentLookup;
}

/**
 * Step title, description, breadcrumb (earlier steps are links only where backtracking is allowed) and "Step N of M".
 * On a narrow screen the breadcrumb shows each step as its number and the current one with its title too (theme.css):
 * it wraps instead of scrolling sideways, and every title stays in the list for a screen reader, in the same order.
 */
export function StepHeader({ flow, steps, index, progress, content }: Props) {
  const step = steps[index];
  return (
    <header className="step-header">
      <nav aria-label={content.text(flow.text?.breadcrumbLabel)} className="step-breadcrumb">
        <ol>
          {steps.map((entry, i) => {
            const title = <span className="step-breadcrumb__title">{content.text(entry.title)}</span>;
            return (
              <li key={entry.id} aria-current={i === index ? 'step' : undefined} className={i < index ? 'is-done' : undefined}>
                {canBacktrackTo(steps, index, i, progress) ? <SiteLink to={`/${flow.route}/${entry.route}`}>{title}</SiteLink> : <span>{title}</span>}
              </li>
            );
          })}
        </ol>
      </nav>
      <p className="step-header__count">{content.text(flow.text?.stepOf, { n: index + 1, m: steps.length })}</p>
      <h1 className="step-header__title">{content.text(step.title)}</h1>
      {step.description && <div className="step-header__description">{content.html(step.description)}</div>}
    </header>
  );
}
