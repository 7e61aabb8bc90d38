import type { WidgetProps } from '../../engine/contract';
import { Link } from 'react-router';

/** A plain text link in its own paragraph, e.g. "Already claimed? Track your claim". */
export default function TextLink({ text, props, hrefOf }: WidgetProps<{ to: string }>) {
  return (
    <p className="body">
      <Link to={hrefOf(props.to)} className="link">
        {text('label')}
      </Link>
    </p>
  );
}
