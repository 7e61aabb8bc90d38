import { lazy, Suspense } from 'react';
import { laterParts } from '../laterParts';
import type { ErrorSummaryProps } from './ErrorSummaryPanel';

const Panel = lazy(laterParts.errorSummary.load);

/**
 * A form's error summary (ErrorSummaryPanel), shown once a check found errors: until then nothing, and none of its
 * code in the page (it is there by the first Continue: laterParts.ts).
 */
export function ErrorSummary(props: ErrorSummaryProps) {
  if (props.errors.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
