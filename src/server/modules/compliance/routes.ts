import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/route';
import { notFound } from '../../http/errors';
import { offsetOf, paginationMeta } from '../../http/paging';
import { COMPLIANCE_MESSAGES, complianceGate, ownSubject } from './access';
import { applyFilters, companyTrackings, countByStatus } from './queries';
import { trackingResources } from './resource';
import { signFile, uploadDocument } from './writes';

/**
 * Compliance (KYC) trackings of the caller's company (document 2 section 7). Readers may look;
 * uploads and signatures are manager writes. The video and form verification addresses are not
 * served: this server has no such provider (notYet.ts).
 */
export const registerComplianceRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.compliance.list', async ({ ctx, req, auth, query }) => {
    const companyId = complianceGate(auth);
    const base = companyTrackings(ctx.db, companyId);
    const filtered = applyFilters(base, query);
    const count = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows = await filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
    return {
      data: await trackingResources(ctx.db, rows),
      meta: paginationMeta(req, query.page, query.per_page, Number(count?.n ?? 0)),
      counts: await countByStatus(applyFilters(base, query, false)),
    };
  });

  registerCall(app, 'manager.compliance.byEntity', async ({ ctx, auth, params }) => {
    const companyId = complianceGate(auth);
    if (!(await ownSubject(ctx, companyId, params.entity, params.entity_id))) throw notFound(COMPLIANCE_MESSAGES.subjectNotFound);
    const rows = await companyTrackings(ctx.db, companyId).selectAll().where('subject_type', '=', params.entity).where('subject_id', '=', params.entity_id)
      .orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return { data: await trackingResources(ctx.db, rows) };
  });

  registerCall(app, 'manager.compliance.counts', async ({ ctx, auth, params }) => {
    const companyId = complianceGate(auth);
    if (!(await ownSubject(ctx, companyId, params.entity, params.entity_id))) throw notFound(COMPLIANCE_MESSAGES.subjectNotFound);
    return { data: await countByStatus(companyTrackings(ctx.db, companyId).where('subject_type', '=', params.entity).where('subject_id', '=', params.entity_id)) };
  });

  registerCall(app, 'manager.compliance.uploadDocument', async ({ ctx, req, auth, params }) => {
    const companyId = complianceGate(auth);
    return { data: await uploadDocument(ctx, req, auth, companyId, params.id, params.file) };
  });

  registerCall(app, 'manager.compliance.signature', async ({ ctx, req, auth, params, body }) => {
    const companyId = complianceGate(auth);
    return { data: await signFile(ctx, req, auth, companyId, params.id, params.file, body.signature) };
  });
};
