/** A difference between two versions as the server's review gives it (server/promotions/review-changes.ts). */
export interface ReviewChange {
  area: string;
  op: 'added' | 'removed' | 'changed' | 'moved';
  where: string;
  file: string;
  pointer: string;
  before?: unknown;
  after?: unknown;
  moved?: { from: number; to: number };
  words?: Array<{ text: string; added?: true; removed?: true }>;
  careful?: string;
}

export interface Review {
  changes: ReviewChange[];
  careful: number;
}

/** A version as managers name it: by number, its hash only beside it. */
export interface VersionRef {
  hash: string;
  number: number;
}
