import type { components } from '../../../core/generated/api/promotion-api';

/** The body of POST /claim: the contract's ClaimRequest, as generated from openapi/ (never declared by hand). */
export type ClaimRequest = components['schemas']['ClaimRequest'];
