/** The review's shape is the server's (server/promotions/review-changes.ts): one definition, erased at build. */
export type { Review, ReviewChange } from '../../../server/promotions/review-changes';

/** A version as managers name it: by number, its hash only beside it. */
export interface VersionRef {
  hash: string;
  number: number;
}
