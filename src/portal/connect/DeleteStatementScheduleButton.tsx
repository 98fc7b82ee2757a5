import { DeleteRecordButton } from '../lists/DeleteRecordButton';
import type { StatementScheduleRecord } from './connectRecords';

/** Stops a statement schedule after a confirmation naming its account (the statements it made stay). */
export const DeleteStatementScheduleButton = ({ record }: { record: StatementScheduleRecord }) => (
  <DeleteRecordButton
    resource="statement-schedules"
    record={record}
    tooltip="app.connect.statement_schedules.delete"
    label={{ key: 'app.connect.statement_schedules.delete_named', args: { account: record.account_name } }}
    title="app.connect.statement_schedules.delete_title"
    content={{ key: 'app.connect.statement_schedules.delete_confirm', args: { account: record.account_name } }}
    confirm="app.connect.statement_schedules.delete"
    cancel="app.connect.cancel"
    deleted={{ key: 'app.connect.statement_schedules.deleted' }}
  />
);
