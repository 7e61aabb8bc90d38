import type { StudioSchemas } from '../api';

/** The figures of GET /studio/api/promotions/:code/results, as its contract (openapi/studio-api.yaml) gives them. */
export type StepResult = StudioSchemas['StepResult'];
/** The studio shows the figures, not the filter the server echoes. */
export type Results = Omit<StudioSchemas['PromotionResults'], 'filter'>;

export type LiveVersion = StudioSchemas['LiveVersion'];

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
