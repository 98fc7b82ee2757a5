import type { ApprovalRule } from '../../contract/approvals';
import { DeleteRecordButton } from '../lists/DeleteRecordButton';

/** Removes a rule after a confirmation (the code prompt names its threshold); payments it holds still wait. */
export const ApprovalRuleDeleteButton = ({ record }: { record: ApprovalRule }) => {
  const name = `${record.threshold} ${record.currency ?? 'EUR'}`;
  return (
    <DeleteRecordButton
      resource="approval-rules"
      record={record}
      tooltip="app.approvals.rules.delete"
      label={{ key: 'app.approvals.rules.delete' }}
      title="app.approvals.rules.delete_title"
      content={{ key: 'app.approvals.rules.delete_confirm', args: { name } }}
      confirm="app.approvals.rules.delete"
      cancel="app.money.detail.cancel"
      summary={{ amount: name }}
      deleted={{ key: 'app.approvals.rules.deleted' }}
    />
  );
};
