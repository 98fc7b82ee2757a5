import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Transaction } from '../../contract/entities';
import { useFormMutation } from '../errors/useFormMutation';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { SaveTemplateDialog, type TemplateDraft } from './SaveTemplateDialog';

/** A sent payment's "Save as template" (its page): the server takes the payment's accounts, payee and reference, and its amount when kept. */
export const SaveTransactionTemplateButton = ({ transaction }: { transaction: Pick<Transaction, 'id'> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const save = useFormMutation((d: TemplateDraft) => dataProvider.saveTemplateFromTransaction({ params: { id: transaction.id }, body: { name: d.name.trim(), with_amount: d.with_amount } }), {
    onSuccess: (saved) => {
      setOpen(false);
      notify('app.templates.saved', { type: 'success', messageArgs: { name: saved.name } });
      void queryClient.invalidateQueries({ queryKey: queryKeys.resource('payment-templates') });
    },
  });
  return (
    <>
      <Button startIcon={<BookmarkAddIcon />} onClick={() => setOpen(true)}>{translate('app.templates.save_as')}</Button>
      {open ? <SaveTemplateDialog open onClose={() => setOpen(false)} save={save} askAmount /> : null}
    </>
  );
};
