/** The figures of GET /studio/api/promotions/:code/results: the server's own shape, imported as a type only. */
import type { PromotionResults } from '../../../server/studio/promotion-results';

export type { StepResult } from '../../../server/studio/promotion-results';
/** The studio shows the figures, not the filter the server echoes. */
export type Results = Omit<PromotionResults, 'filter'>;

export interface LiveVersion {
  version: string;
  since: string;
  action: string;
}

export interface ResultsQuery {
  from: string;
  to: string;
  locale: string;
  version: string;
  /** A second version whose funnel is shown beside the first ('' for none). */
  compare: string;
}

/** A table as shown: its caption, header row and body rows (the CSV is made from exactly these). */
export interface ShownTable {
  id: string;
  caption: string;
  head: string[];
  rows: Array<Array<string | number>>;
}
