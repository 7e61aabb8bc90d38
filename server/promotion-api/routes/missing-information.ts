import { recordClaimStatus, requireClaimById, requireStatus } from '../domain/claim-lookup';
import { ApiError, ErrorCode } from '../../http/api-error';
import { storeUploadsWith } from '../../uploads/store-file';
import { operation, type RouteModule } from './operation';

export const STATUS_AFTER_MISSING_INFORMATION = 'PENDING_INFORMATION';
const NOT_AWAITING = 'The claim is not awaiting information';

/** POST /missing-information (multipart): documents and/or a note for a claim awaiting information; 204. */
const missingInformation: RouteModule = ({ db, uploads, now }) => [
  operation('/missing-information', 'post', {
    operationId: 'missingInformation',
    rateLimit: 'upload',
    handler: async (request, reply) => {
      const form = request.multipartForm;
      const claim = await requireClaimById(db, form.fields.claim_id);
      const note = form.fields.supporting_information?.trim() ?? '';
      const documents = form.files.filter((f) => f.field === 'documents');
      if (claim.status !== 'AWAITING_INFORMATION') throw new ApiError(422, ErrorCode.GENERIC, NOT_AWAITING);
      if (!documents.length && !note) throw new ApiError(422, ErrorCode.GENERIC, 'Send documents or supporting information');
      await storeUploadsWith(db, uploads, documents, 'missing-information', now(), request, async (trx, documentIds) => {
        await requireStatus(trx, claim.id, 'AWAITING_INFORMATION', NOT_AWAITING);
        for (const uploadId of documentIds) await trx.insertInto('claim_documents').values({ upload_id: uploadId, claim_id: claim.id, source: 'missing-information' }).execute();
        await recordClaimStatus(trx, claim.id, STATUS_AFTER_MISSING_INFORMATION, now(), null, {
          kind: 'missing-information',
          payload: { document_ids: documentIds, supporting_information: note || null },
        });
      });
      reply.code(204);
      return undefined;
    },
  }),
];

export default missingInformation;
