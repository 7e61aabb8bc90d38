import { findClaimByLookup } from '../domain/claim-lookup';
import { isTradeInWindowExpired } from '../domain/my-claim-windows';
import { simplePdf } from '../domain/pdf-documents';
import { ApiError, ErrorCode, notFound } from '../../http/api-error';
import type { FastifyReply } from 'fastify';
import { operation, type RouteModule } from './operation';

function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer): Buffer {
  reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${filename.replace(/[^A-Za-z0-9_.-]/g, '_')}"`);
  return pdf;
}

/** POST /trade-in-document (consignment label) and /audit-document (e.g. destruction certificate): PDFs. */
const claimDocuments: RouteModule = (ctx) => {
  const { db, code } = ctx;
  return [
    operation('/trade-in-document', 'post', {
      operationId: 'tradeInDocument',
      rateLimit: 'lookup',
      handler: async (request, reply) => {
        const body = request.body;
        const claim = await findClaimByLookup(db, body, code);
        const consignment = await db.selectFrom('consignments').selectAll().where('id', '=', body.consignment_id).where('claim_id', '=', claim.id).executeTakeFirst();
        if (!consignment) throw notFound('unknown consignment');
        if (claim.status !== 'AWAITING_TRADEIN') throw new ApiError(422, ErrorCode.GENERIC, 'The claim is not awaiting a trade-in');
        // promotion.json myClaim.tradeInWaitDays after the claim's last update (my-claim shows the same).
        if (isTradeInWindowExpired(claim.updated_at, ctx.now(), ctx.myClaim)) throw new ApiError(422, ErrorCode.GENERIC, 'The trade-in window has expired');
        const pdf = await simplePdf('Consignment label', [
          `Claim reference: ${claim.public_reference}`,
          `Consignment: ${consignment.id}`,
          `Courier method: ${consignment.courier_method}`,
          `Language: ${body.locales[0]}`,
        ]);
        return sendPdf(reply, 'promotion-label.pdf', pdf);
      },
    }),
    operation('/audit-document', 'post', {
      operationId: 'auditDocument',
      rateLimit: 'lookup',
      handler: async (request, reply) => {
        const body = request.body;
        const claim = await findClaimByLookup(db, body, code);
        const document = await db
          .selectFrom('audit_documents')
          .innerJoin('consignments', 'consignments.id', 'audit_documents.consignment_id')
          .select(['audit_documents.id', 'audit_documents.document_type', 'audit_documents.unit_id', 'audit_documents.consignment_id'])
          .where('audit_documents.id', '=', body.audit_document_id)
          .where('consignments.claim_id', '=', claim.id)
          .executeTakeFirst();
        if (!document) throw notFound('unknown audit document');
        const pdf = await simplePdf(document.document_type.replace(/_/g, ' '), [
          `Claim reference: ${claim.public_reference}`,
          `Consignment: ${document.consignment_id}`,
          `Unit: ${document.unit_id}`,
          `Document: ${document.id}`,
        ]);
        return sendPdf(reply, `${document.document_type}.pdf`, pdf);
      },
    }),
  ];
};

export default claimDocuments;
