import { randomUUID } from 'node:crypto';
import { requirePromotion } from '../domain/promotions';
import { driverForReason } from '../domain/ticket-reasons';
import { storeUploadsWith } from '../../uploads/store-file';
import { operation, type RouteModule } from './operation';

/** POST /ticket (multipart): a contact-form message with optional documents; 201 with the ticket id. */
const ticket: RouteModule = ({ db, uploads, now, code }) => [
  operation('/ticket', 'post', {
    operationId: 'createTicket',
    rateLimit: 'ticket',
    handler: async (request, reply) => {
      const form = request.multipartForm;
      await requirePromotion(db, form.fields.promotion_id, code);
      const fields: Record<string, string> = { ...form.fields, driver: driverForReason(form.fields.reason, form.fields.driver) };
      const documents = form.files.filter((f) => f.field === 'documents');
      const id = randomUUID();
      await storeUploadsWith(db, uploads, documents, 'ticket', now(), request, (trx, documentIds) =>
        trx
          .insertInto('tickets')
          .values({ id, promotion_id: form.fields.promotion_id, payload: JSON.stringify(fields), document_ids: JSON.stringify(documentIds), created_at: now().toISOString() })
          .execute(),
      );
      reply.code(201);
      return { data: { id } };
    },
  }),
];

export default ticket;
