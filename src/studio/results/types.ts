/** The figures of GET /studio/api/promotions/:code/results (server/studio/promotion-results.ts). */
export interface StepResult {
  step: string;
  reached: number;
  continued: number;
  skipped: number;
  stopped: number;
  refused: number;
}

export interface Results {
  steps: StepResult[];
  pages: Array<{ page: string; shown: number }>;
  submitted: number;
  fieldErrors: Array<{ step: string; field: string; refusals: number }>;
  claims: number;
  claimsPerDay: Array<{ day: string; claims: number }>;
  claimsByStatus: Array<{ status: string; claims: number }>;
  rewardMethods: Array<{ method: string; claims: number }>;
  publishes: Array<{ at: string; action: string; version: string | null }>;
}

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
