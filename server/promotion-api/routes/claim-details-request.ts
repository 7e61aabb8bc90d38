import { claimDetailsCache } from '../domain/claim-details-cache';
import { claimLookupForbidden, lookupMatches } from '../domain/claim-lookup';
import { requirePromotionOfPackage } from '../domain/promotions';
import { operation, type RouteModule } from './operation';

/** POST /claim-details-request: the claim for an e-mail + reference (identical 403 when either is wrong). */
const claimDetailsRequest: RouteModule = ({ db, code }) => {
  const claims = claimDetailsCache();
  return [
    operation('/claim-details-request', 'post', {
      operationId: 'claimDetailsRequest',
      rateLimit: 'lookup',
      handler: async (request) => {
        const lookup = request.body;
        await requirePromotionOfPackage(db, lookup.promotion_id, code);
        const found = await claims(db, lookup.reference);
        if (!found || !lookupMatches(found.claim, lookup)) throw claimLookupForbidden();
        return { data: found.details };
      },
    }),
  ];
};

export default claimDetailsRequest;
