import type { StudioSchemas } from '../api';

/** The review's shape, as the studio's contract (openapi/studio-api.yaml) gives it. */
export type Review = StudioSchemas['Review'];
export type ReviewChange = StudioSchemas['ReviewChange'];

/** A version as managers name it: by number, its hash only beside it. */
export type VersionRef = StudioSchemas['VersionRef'];
