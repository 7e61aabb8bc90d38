import { randomUUID } from 'node:crypto';
import { requirePromotion } from '../domain/promotions';
import { storeUploads } from '../uploads/store-file';
import type { RouteModule } from './operation';

/** POST /ticket (multipart): a contact-form message with optional documents; 201 with the ticket id. */
const ticket: RouteModule = ({ db, config, now }) => [
  {
    operationId: 'createTicket',
    method: 'post',
    path: '/ticket',
    handler: async (request, reply) => {
      const form = request.multipartForm!;
      await requirePromotion(db, form.fields.promotion_id);
      const documentIds = await storeUploads(db, config.dataDir, form.files, now());
      const id = randomUUID();
      await db
        .insertInto('tickets')
        .values({ id, promotion_id: form.fields.promotion_id, payload: JSON.stringify(form.fields), document_ids: JSON.stringify(documentIds), created_at: now().toISOString() })
        .execute();
      reply.code(201);
      return { data: { id } };
    },
  },
];

export default ticket;
