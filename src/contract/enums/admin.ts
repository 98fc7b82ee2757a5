// ---------------------------------------------------------------- admin

export const SYSTEM_SUBPAGES = ['rabbitmq', 'cpu', 'hdd', 'crm_queue_upsert', 'crm_queue_tags'] as const;
export type SystemSubpage = (typeof SYSTEM_SUBPAGES)[number];

export const NODE_TYPES = ['ROOT', 'SUB', 'MIXED'] as const;
export type NodeType = (typeof NODE_TYPES)[number];
/** This build is the root node. */
export const NODE_TYPE: NodeType = 'ROOT';

/** Authentication checkpoint status, toggled by an admin (project decision). */
export const AUTH_CHECKPOINT_STATUSES = ['allowed', 'blocked'] as const;
export type AuthCheckpointStatus = (typeof AUTH_CHECKPOINT_STATUSES)[number];

/** Result of a bank account integrity check (balance equals the sum of postings). */
export const INTEGRITY_CHECK_STATUSES = ['passed', 'failed'] as const;
export type IntegrityCheckStatus = (typeof INTEGRITY_CHECK_STATUSES)[number];
