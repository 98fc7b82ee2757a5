import { z } from 'zod';
import { defineCalls } from '../http';
import { AUTH_CHECKPOINT_STATUSES } from '../enums';
import {
  blankable,
  idInput,
  flagSchema,
  idParams,
  orderSchema,
  pageQuery,
  searchSchema,
  settingsUpsertSchema,
  slugSchema,
  textSchema,
} from '../schemas';
import {
  announcementBody,
  archiveBody,
  dateFilterQuery,
  whiteLabelBody,
  whiteLabelDocumentImageBody,
  whiteLabelDocumentUpdateBody,
  whiteLabelDocumentsQuery,
  whiteLabelImageBody,
} from './payloads';
import { authCheckpointListQuery } from './authCheckpointQuery';

const activityQuery = dateFilterQuery.safeExtend({
  user_id: blankable(idInput),
  company_id: blankable(idInput),
  /** What this admin did while acting as users (project decision: act-as audit). */
  acting_admin_id: blankable(idInput),
  type: blankable(textSchema(100)),
});
const entityClass = slugSchema;

/** A date of the calendar (dateSchema checks the shape only: 2026-02-30 is refused here). */
const realDate = (value: string | undefined): boolean => {
  if (!value) return true;
  const d = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};
const announcementInput = announcementBody.superRefine((v, ctx) => {
  for (const key of ['starts_at', 'ends_at'] as const) {
    if (!realDate(v[key])) ctx.addIssue({ code: 'custom', path: [key], message: 'The date is not a valid date.' });
  }
});
const ANNOUNCEMENT_SORTS = ['id', 'title', 'is_published', 'starts_at', 'ends_at', 'created_at', 'updated_at'] as const;
const announcementListQuery = pageQuery.extend({
  search: blankable(searchSchema),
  is_published: blankable(flagSchema),
  sort: blankable(z.enum(ANNOUNCEMENT_SORTS, { error: 'The sort column is invalid.' })),
  order: blankable(orderSchema),
});

/** Document 2, section 7 "Admin": activities, auth checkpoints, announcements, KYC archives, settings, timeline, white label. */
export const adminContentCalls = defineCalls({
  'admin.activities.list': {
    method: 'GET', path: 'a/activities', access: 'admin', tag: 'activityLogs', summary: 'Activity logs of every user', query: activityQuery,
  },
  'admin.activities.report': {
    method: 'GET', path: 'a/activities/report', access: 'admin', tag: 'activityLogs', summary: 'Activity logs as a csv file (same filters)',
    query: activityQuery, response: 'file',
  },
  'admin.authCheckpoints.list': {
    method: 'GET', path: 'a/auth-checkpoints', access: 'admin', tag: 'authCheckpoints',
    summary: 'Authentication checkpoints (default page size 50)',
    query: authCheckpointListQuery,
  },
  'admin.authCheckpoints.status': {
    method: 'PUT', path: 'a/auth-checkpoints/{id}/status', access: 'admin', tag: 'authCheckpoints',
    summary: 'Toggle the status of an authentication checkpoint (allowed or blocked)', params: idParams,
    body: z.object({ status: z.enum(AUTH_CHECKPOINT_STATUSES, { error: 'The selected status is invalid.' }) }), write: true,
  },

  'admin.announcements.list': {
    method: 'GET', path: 'a/announcements', access: 'admin', tag: 'announcements', summary: 'Announcements (search in title and text, published filter, sort)', query: announcementListQuery,
  },
  'admin.announcements.create': {
    method: 'POST', path: 'a/announcements', access: 'admin', tag: 'announcements', summary: 'Create an announcement', body: announcementInput, write: true,
  },
  'admin.announcements.get': {
    method: 'GET', path: 'a/announcements/{id}', access: 'admin', tag: 'announcements', summary: 'One announcement', params: idParams,
  },
  'admin.announcements.update': {
    method: 'PUT', path: 'a/announcements/{id}', access: 'admin', tag: 'announcements', summary: 'Update an announcement', params: idParams, body: announcementInput, write: true,
  },
  'admin.announcements.delete': {
    method: 'DELETE', path: 'a/announcements/{id}', access: 'admin', tag: 'announcements', summary: 'Delete an announcement', params: idParams, write: true,
  },

  'admin.kycFileArchives.list': {
    method: 'GET', path: 'a/kyc-file-archives', access: 'admin', tag: 'kycFileArchives', summary: 'KYC file archives', query: pageQuery,
  },
  'admin.kycFileArchives.create': {
    method: 'POST', path: 'a/kyc-file-archives', access: 'admin', tag: 'kycFileArchives',
    summary: 'Request an archive of the KYC files of a date range (a background job)', body: archiveBody, write: true,
  },
  'admin.kycFileArchives.download': {
    method: 'GET', path: 'a/kyc-file-archives/{id}/download', access: 'admin', tag: 'kycFileArchives', summary: 'Download a KYC file archive', params: idParams, response: 'file',
  },

  'admin.settings.get': {
    method: 'GET', path: 'a/settings', access: 'admin', tag: 'settings', summary: 'Settings, flattened by the known keys (missing keys are empty)',
  },
  'admin.settings.upsert': {
    method: 'POST', path: 'a/settings', access: 'admin', tag: 'settings', summary: 'Create or update one setting (key, value)', body: settingsUpsertSchema, write: true,
  },

  'admin.timeline.entityClasses': {
    method: 'GET', path: 'a/timeline/entity-classes', access: 'admin', tag: 'timelines', summary: 'Timeline entity classes (name and slug, one menu entry each)',
  },
  'admin.timeline.entities': {
    method: 'GET', path: 'a/timeline/entities', access: 'admin', tag: 'timelines', summary: 'Entities of one timeline entity class',
    query: pageQuery.extend({ entity_class: entityClass, search: blankable(searchSchema) }),
  },
  'admin.timeline.view': {
    method: 'GET', path: 'a/timeline/view', access: 'admin', tag: 'timelines', summary: 'One entity with its current state',
    query: z.object({ entity_class: entityClass, id: idInput }),
  },
  'admin.timeline.list': {
    method: 'GET', path: 'a/timeline/list', access: 'admin', tag: 'timelines', summary: 'Timeline events of one entity, newest first',
    query: pageQuery.extend({ entity_class: entityClass, id: idInput }),
  },
  'admin.timeline.pull': {
    method: 'GET', path: 'a/timeline/pull', access: 'admin', tag: 'timelines', summary: 'Timeline events of one entity newer than a given event id',
    query: z.object({ entity_class: entityClass, id: idInput, after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0) }),
  },

  // White-label defaults: the admin screens /admin/white-label and /admin/white-label/documents (document 1, section 2.2)
  // need these; document 2 lists no admin white-label calls, so they mirror the manager ones under a/.
  'admin.whiteLabel.get': { method: 'GET', path: 'a/white-label', access: 'admin', tag: 'whiteLabel', summary: 'The default white label record' },
  'admin.whiteLabel.update': {
    method: 'PUT', path: 'a/white-label', access: 'admin', tag: 'whiteLabel', summary: 'Update the default white label record', body: whiteLabelBody, write: true,
  },
  'admin.whiteLabel.uploadImage': {
    method: 'POST', path: 'a/white-label/upload-image', access: 'admin', tag: 'whiteLabel',
    summary: 'Upload a default white label image (multipart: column, image)', body: whiteLabelImageBody, multipart: true, write: true,
  },
  'admin.whiteLabel.documents': {
    method: 'GET', path: 'a/white-label/documents', access: 'admin', tag: 'whiteLabel', summary: 'Default white label documents (paginated)', query: whiteLabelDocumentsQuery,
  },
  'admin.whiteLabel.documentsUpdate': {
    method: 'PUT', path: 'a/white-label/documents', access: 'admin', tag: 'whiteLabel', summary: 'Update one default white label document', body: whiteLabelDocumentUpdateBody, write: true,
  },
  'admin.whiteLabel.documentsUploadImage': {
    method: 'POST', path: 'a/white-label/documents/upload-image', access: 'admin', tag: 'whiteLabel',
    summary: 'Upload a default white label document image (multipart: document_type, column, image)', body: whiteLabelDocumentImageBody, multipart: true, write: true,
  },
});
