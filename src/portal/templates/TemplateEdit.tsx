import { useNotify, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { PaymentTemplate } from '../../contract/templates';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { useAccessContext } from '../providers/useAccessContext';
import { TEMPLATES_PATH } from './templatePaths';
import { TemplateForm, templateUpdateBody } from './TemplateForm';

/**
 * /manager/payment-templates/{id}: react-admin's <Edit mutationMode="pessimistic"> of payment-templates
 * for the manager (name, amount, reference), a read-only <Show> of the same form for a reader.
 */
export const TemplateEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const readOnly = useAccessContext().role !== 'manager';
  const id = Number(useParams().id);
  useDocumentTitle('app.templates.edit_title');
  const page = { resource: 'payment-templates', id, notFoundKey: 'app.templates.not_found', emptyWhileLoading: true } as const;
  return (
    <PageFrame titleKey="app.templates.edit_title">
      {readOnly ? (
        <RecordPage.Show {...page}>
          <TemplateForm readOnly />
        </RecordPage.Show>
      ) : (
        <RecordPage.Edit<PaymentTemplate>
          {...page}
          transform={templateUpdateBody}
          mutationOptions={{
            onSuccess: (saved: PaymentTemplate) => {
              notify('app.templates.updated', { type: 'success', messageArgs: { name: saved.name } });
              redirect(TEMPLATES_PATH);
            },
          }}
        >
          <TemplateForm readOnly={false} />
        </RecordPage.Edit>
      )}
    </PageFrame>
  );
};
