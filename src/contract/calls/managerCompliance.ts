import { z } from 'zod';
import { defineCalls } from '../http';
import { COMPLIANCE_SUBJECT_TYPES } from '../enums';
import { idInput, idParams, pageQuery, slugSchema } from '../schemas';
import { approvedTransactionsReportBody, complianceListQuery, reportListQuery } from './payloads';

const entityParams = z.object({
  entity: z.enum(COMPLIANCE_SUBJECT_TYPES, { error: 'The selected entity is invalid.' }),
  entity_id: idInput,
});
const fileParams = z.object({ id: idInput, file: slugSchema });

/** Signature drawn in the portal: a PNG or JPEG data URL of at most about 1 MB. */
const signatureBody = z.object({
  signature: z
    .string()
    .max(1_400_000, 'The signature image is too large.')
    .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/, 'The signature must be a PNG or JPEG image.'),
});

/** Document 2, section 7 "Manager: compliance, reports, imports". */
export const managerComplianceCalls = defineCalls({
  'manager.compliance.list': {
    method: 'GET', path: 'manager/compliance-trackings', access: 'manager', tag: 'compliance',
    summary: 'Compliance (KYC) trackings of the company, with date filters', query: complianceListQuery,
  },
  'manager.compliance.byEntity': {
    method: 'GET', path: 'manager/compliance-trackings/{entity}/{entity_id}', access: 'manager', tag: 'compliance',
    summary: 'Compliance trackings of one subject (transaction, user, company or lead)', params: entityParams,
  },
  'manager.compliance.counts': {
    method: 'GET', path: 'manager/compliance-trackings/{entity}/{entity_id}/counts', access: 'manager', tag: 'compliance',
    summary: 'Counts of the compliance trackings of one subject by status', params: entityParams,
  },
  'manager.compliance.videoUrl': {
    method: 'GET', path: 'manager/compliance-trackings/{id}/video-verification-url', access: 'manager', tag: 'compliance',
    summary: 'Address of the video verification step', params: idParams,
  },
  'manager.compliance.formUrl': {
    method: 'GET', path: 'manager/compliance-trackings/{id}/form-verification-url', access: 'manager', tag: 'compliance',
    summary: 'Address of the form verification step', params: idParams,
  },
  'manager.compliance.uploadDocument': {
    method: 'POST', path: 'manager/compliance-trackings/{id}/files/{file}/document', access: 'manager', tag: 'compliance',
    summary: 'Upload the document of a requested file (multipart: document; pdf, png or jpeg, at most 10 MB)',
    params: fileParams, multipart: true, write: true,
  },
  'manager.compliance.signature': {
    method: 'POST', path: 'manager/compliance-trackings/{id}/files/{file}/signature', access: 'manager', tag: 'compliance',
    summary: 'Sign a requested file', params: fileParams, body: signatureBody, write: true,
  },

  'manager.reports.list': {
    method: 'GET', path: 'manager/reports', access: 'manager', tag: 'reports',
    summary: 'Reports (filters bank_account_id|bid and report_id|rid, both lists); needs two-factor', query: reportListQuery,
  },
  'manager.reports.download': {
    method: 'GET', path: 'manager/reports/{id}/download', access: 'manager', tag: 'reports',
    summary: 'Download a generated report', params: idParams, response: 'file',
  },
  'manager.reports.approvedTransactions': {
    method: 'POST', path: 'manager/reports/approved-transactions', access: 'manager', tag: 'reports',
    summary: 'Request a report of approved transactions (bank_account_id, period or date_from/date_to, format csv|xlsx|pdf)',
    body: approvedTransactionsReportBody, write: true,
  },

  'manager.imports.list': {
    method: 'GET', path: 'manager/imports', access: 'manager', tag: 'imports',
    summary: 'Import jobs; needs two-factor', query: pageQuery,
  },
  'manager.imports.get': {
    method: 'GET', path: 'manager/imports/{id}', access: 'manager', tag: 'imports',
    summary: 'One import job (manager role only)', params: idParams,
  },
  'manager.imports.originalFile': {
    method: 'GET', path: 'manager/imports/{id}/downloads/original-file', access: 'manager', tag: 'imports',
    summary: 'Download the uploaded file of an import (manager role only, like the import detail)', params: idParams, response: 'file',
  },
  'manager.imports.errorsFile': {
    method: 'GET', path: 'manager/imports/{id}/downloads/errors-file', access: 'manager', tag: 'imports',
    summary: 'Download the errors file of an import that finished with errors (manager role only, like the import detail)', params: idParams, response: 'file',
  },
});
