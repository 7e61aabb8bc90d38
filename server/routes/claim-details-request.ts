import { claimDetails } from '../domain/claim-details';
import { findClaimByLookup } from '../domain/claim-lookup';
import { operation, type RouteModule } from './operation';

/** POST /claim-details-request: the claim for an e-mail + reference (identical 403 when either is wrong). */
const claimDetailsRequest: RouteModule = ({ db, code }) => [
  operation('/claim-details-request', 'post', {
    operationId: 'claimDetailsRequest',
    rateLimit: 'lookup',
    handler: async (request) => {
      const claim = await findClaimByLookup(db, request.body, code);
      return { data: await claimDetails(db, claim) };
    },
  }),
];

export default claimDetailsRequest;
