import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SOURCE_OF_FUNDS_IDS } from '../../contract/constants';
import type { Transaction } from '../../contract/entities';
import { useFormMutation } from '../errors/useFormMutation';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';

type SourceOfFundsFormProps = { record: Transaction };

/** Sets the source of funds: 1 Business or 2 Customer (document 1 section 3, document 2 section 8 message). */
export const SourceOfFundsForm = ({ record }: SourceOfFundsFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const [value, setValue] = useState<string>(record.source_id ? String(record.source_id) : '');
  const { submit, loading, errors } = useFormMutation((v: { source_id: string }) => dataProvider.setSourceOfFunds({ params: { id: record.id }, body: { source_id: Number(v.source_id) as 1 | 2 } }), {
    onSuccess: () => {
      notify('app.money.detail.updated', { type: 'success', messageArgs: { name: record.name } });
      void queryClient.invalidateQueries({ queryKey: queryKeys.resource('transactions') });
    },
  });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField fullWidth={false}
        select
        size="small"
        name="source_id"
        label={translate('app.money.detail.fields.source_of_funds')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={Boolean(errors.source_id)}
        helperText={errors.source_id}
        sx={{ minWidth: 200 }}
      >
        {SOURCE_OF_FUNDS_IDS.map((id) => (
          <MenuItem key={id} value={String(id)}>{translate(`app.money.detail.source_options.${id}`)}</MenuItem>
        ))}
      </TextField>
      <Button variant="contained" disabled={loading || value === ''} onClick={() => void submit({ source_id: value })}>
        {translate('app.money.detail.save_source')}
      </Button>
    </Stack>
  );
};
