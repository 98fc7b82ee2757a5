import { DeleteWithConfirmButton, useNotify, useTranslate } from 'react-admin';
import type { PaymentTemplate } from '../../contract/templates';
import { TEMPLATES_PATH } from './templatePaths';

/**
 * Deletes a template after react-admin's own confirmation (DeleteWithConfirmButton, no code: a template
 * moves no money); from the template's page it goes back to the list.
 */
export const TemplateDeleteButton = ({ record, redirect }: { record: PaymentTemplate; redirect: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <DeleteWithConfirmButton
      resource="payment-templates"
      record={record}
      mutationMode="pessimistic"
      redirect={redirect ? TEMPLATES_PATH : false}
      label={translate('app.templates.delete')}
      aria-label={translate('app.templates.delete_named', { name: record.name })}
      confirmTitle={translate('app.templates.delete_title')}
      confirmContent={translate('app.templates.delete_confirm', { name: record.name })}
      confirmColor="warning"
      mutationOptions={{ onSuccess: () => notify('app.templates.deleted', { type: 'success', messageArgs: { name: record.name } }) }}
    />
  );
};
