import type { FastifyInstance } from 'fastify';
import { paginationMeta } from '../../http/paging';
import { registerCall } from '../../http/route';
import { complianceGate } from './access';
import { listTrackings, subjectTrackingCounts, subjectTrackingList } from './service';
import { signFile, uploadDocument } from './writes';

/**
 * Compliance (KYC) trackings of the caller's company (document 2 section 7). Readers may look;
 * uploads and signatures are manager writes. The video and form verification addresses are not
 * served: this server has no such provider (notYet.ts).
 */
export const registerComplianceRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.compliance.list', async ({ ctx, req, auth, query }) => {
    const { data, total, counts } = await listTrackings(ctx, auth, query);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total), counts };
  });
  registerCall(app, 'manager.compliance.byEntity', async ({ ctx, auth, params }) => ({ data: await subjectTrackingList(ctx, auth, params.entity, params.entity_id) }));
  registerCall(app, 'manager.compliance.counts', async ({ ctx, auth, params }) => ({ data: await subjectTrackingCounts(ctx, auth, params.entity, params.entity_id) }));
  registerCall(app, 'manager.compliance.uploadDocument', async ({ ctx, req, auth, params }) => ({ data: await uploadDocument(ctx, req, auth, complianceGate(auth), params.id, params.file) }));
  registerCall(app, 'manager.compliance.signature', async ({ ctx, req, auth, params, body }) => ({ data: await signFile(ctx, req, auth, complianceGate(auth), params.id, params.file, body.signature) }));
};
