import { z } from 'zod';
import { defineCalls } from '../http';
import { idInput, idParams, listParam, slugSchema, textSchema } from '../schemas';

/**
 * Review of a submitted compliance tracking. Not in document 2 (which has no review call): the
 * reference server needs one so that a tracking can end verified or declined (docs/decisions.md,
 * "Compliance (KYC)").
 */
export const complianceReviewBody = z
  .object({
    status: z.enum(['verified', 'declined'], { error: 'The selected status is invalid.' }),
    comment: textSchema(1000).optional(),
    /** Keys of the files to decline; every submitted file when empty. Only with declined. */
    files: listParam(slugSchema, 20).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'declined' && !v.comment) ctx.addIssue({ code: 'custom', path: ['comment'], message: 'The comment field is required when status is declined.' });
    if (v.status === 'verified' && v.files?.length) ctx.addIssue({ code: 'custom', path: ['files'], message: 'Files can only be named when declining.' });
  });

const fileParams = z.object({ id: idInput, file: slugSchema });

export const adminComplianceCalls = defineCalls({
  'admin.compliance.document': {
    method: 'GET', path: 'a/compliance-trackings/{id}/files/{file}/document', access: 'admin', tag: 'companies',
    summary: 'Download the uploaded document of a requested file, for the review (reference server extension)', params: fileParams, response: 'file',
  },
  'admin.compliance.review': {
    method: 'PUT', path: 'a/compliance-trackings/{id}/review', access: 'admin', tag: 'companies',
    summary: 'Verify or decline a submitted compliance tracking (reference server extension; declined files go back to the company with the comment)',
    params: idParams, body: complianceReviewBody, write: true,
  },
});
