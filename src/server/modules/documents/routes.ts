import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerCall } from '../../http/route';
import { safeFileName } from '../../pdf/layout';
import { type PdfDocument, referenceLetter, wireConfirmation } from './service';

const sendPdf = (reply: FastifyReply, doc: PdfDocument): FastifyReply =>
  reply
    .code(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${safeFileName(doc.fileName)}"`)
    .header('x-content-type-options', 'nosniff')
    .send(doc.pdf);

/** manager/bank-accounts/{id}/reference-letter and manager/transactions/{id}/wire-confirmation (PDF files). */
export const registerDocumentRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.bankAccounts.referenceLetter', async ({ ctx, req, reply, auth, params }) => sendPdf(reply, await referenceLetter(ctx, req, auth, params.id)));
  registerCall(app, 'manager.transactions.wireConfirmation', async ({ ctx, req, reply, auth, params }) => sendPdf(reply, await wireConfirmation(ctx, req, auth, params.id)));
};
