import type { WidgetProps } from '../../engine/contract';
import { PageLink } from '../_shared/PageLink';

/** A plain text link in its own paragraph, e.g. "Already claimed? Track your claim". */
export default function TextLink({ text, props, hrefOf, navigate }: WidgetProps<{ to: string }>) {
  return (
    <p className="body">
      <PageLink to={props.to} hrefOf={hrefOf} navigate={navigate} className="link">
        {text('label')}
      </PageLink>
    </p>
  );
}
