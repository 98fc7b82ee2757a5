import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCreate, useNotify, useTranslate } from 'react-admin';
import type { PaymentForm } from '../../contract/enums';
import type { PaymentTemplate } from '../../contract/templates';
import { useFormMutation } from '../errors/useFormMutation';
import { SaveTemplateDialog, type TemplateDraft } from './SaveTemplateDialog';
import { templateBodyOf, type PaymentValues } from './templateBody';

type SaveFormTemplateButtonProps = { kind: PaymentForm; values: PaymentValues; disabled?: boolean };

/**
 * A payment form's "Save as template": names the form's payment and saves it with react-admin's create
 * of payment-templates (no payment is sent; the form stays as it is).
 */
export const SaveFormTemplateButton = ({ kind, values, disabled }: SaveFormTemplateButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [create] = useCreate();
  const save = useFormMutation(
    (d: TemplateDraft) => create('payment-templates', { data: templateBodyOf(kind, values, d.name) }, { returnPromise: true }) as Promise<PaymentTemplate>,
    {
      onSuccess: (saved) => {
        setOpen(false);
        notify('app.templates.saved', { type: 'success', messageArgs: { name: saved.name } });
      },
    },
  );
  return (
    <>
      <Button size="small" startIcon={<BookmarkAddIcon />} disabled={disabled} onClick={() => setOpen(true)}>{translate('app.templates.save_as')}</Button>
      {open ? <SaveTemplateDialog open onClose={() => setOpen(false)} save={save} askAmount={false} /> : null}
    </>
  );
};
