import type { Selectable } from 'kysely';
import type { ReportsTable } from '../../db/schemaDomain';

export type ReportRow = Selectable<ReportsTable>;
