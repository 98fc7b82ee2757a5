import type { Beneficiary } from '../../contract/entities';
import { DeleteRecordButton } from '../lists/DeleteRecordButton';
import { beneficiaryName } from './beneficiaryName';

/** Deletes a beneficiary after a confirmation (the code prompt names it as the payee). */
export const DeleteBeneficiaryButton = ({ record }: { record: Beneficiary }) => {
  const name = beneficiaryName(record);
  return (
    <DeleteRecordButton
      resource="transaction-agents"
      record={record}
      tooltip="app.money.beneficiaries.delete"
      label={{ key: 'app.money.beneficiaries.delete' }}
      title="app.money.beneficiaries.delete_title"
      content={{ key: 'app.money.beneficiaries.delete_confirm', args: { name } }}
      confirm="app.money.beneficiaries.delete"
      cancel="app.money.detail.cancel"
      summary={{ payee: name }}
      deleted={{ key: 'app.money.beneficiaries.deleted', args: { name } }}
    />
  );
};
