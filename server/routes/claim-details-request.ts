import { claimDetails } from '../domain/claim-details';
import { findClaimByLookup, type ClaimLookup } from '../domain/claim-lookup';
import type { RouteModule } from './operation';

/** POST /claim-details-request: the claim for an e-mail + reference (identical 403 when either is wrong). */
const claimDetailsRequest: RouteModule = ({ db, code }) => [
  {
    operationId: 'claimDetailsRequest',
    rateLimit: 'lookup',
    method: 'post',
    path: '/claim-details-request',
    handler: async (request) => {
      const claim = await findClaimByLookup(db, request.body as ClaimLookup, code);
      return { data: await claimDetails(db, claim) };
    },
  },
];

export default claimDetailsRequest;
