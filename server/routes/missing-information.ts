import { requireClaimById, setClaimStatus } from '../domain/claim-lookup';
import { ApiError, ErrorCode } from '../http/api-error';
import { storeUploads } from '../uploads/store-file';
import type { RouteModule } from './operation';

export const STATUS_AFTER_MISSING_INFORMATION = 'PENDING_INFORMATION';

/** POST /missing-information (multipart): documents and/or a note for a claim awaiting information; 204. */
const missingInformation: RouteModule = ({ db, config, now }) => [
  {
    operationId: 'missingInformation',
    method: 'post',
    path: '/missing-information',
    handler: async (request, reply) => {
      const form = request.multipartForm!;
      const claim = await requireClaimById(db, form.fields.claim_id);
      const note = form.fields.supporting_information?.trim() ?? '';
      const documents = form.files.filter((f) => f.field === 'documents');
      if (claim.status !== 'AWAITING_INFORMATION') throw new ApiError(422, ErrorCode.GENERIC, 'The claim is not awaiting information');
      if (!documents.length && !note) throw new ApiError(422, ErrorCode.GENERIC, 'Send documents or supporting information');
      const documentIds = await storeUploads(db, config.dataDir, documents, now());
      await setClaimStatus(db, claim.id, STATUS_AFTER_MISSING_INFORMATION, now(), null, {
        kind: 'missing-information',
        payload: { document_ids: documentIds, supporting_information: note || null },
      });
      reply.code(204);
      return undefined;
    },
  },
];

export default missingInformation;
