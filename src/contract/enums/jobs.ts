// ---------------------------------------------------------------- imports, reports, archives

export const IMPORT_STATUSES = ['QUEUE', 'PROCESSING', 'ERROR', 'DONE'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Reports and KYC file archives are background jobs too and share the import job statuses (project decision). */
export const JOB_STATUSES = IMPORT_STATUSES;
export type JobStatus = ImportStatus;

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
