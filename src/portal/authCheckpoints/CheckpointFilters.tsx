import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { AUTH_CHECKPOINT_STATUSES } from '../../contract/enums';
import { ListSearchField, ListSelectFilter } from '../tables/ListParts';
import { useSettledInput } from '../tables/useListSearch';

export type CheckpointFilterValues = { search: string; status: string; from_date: string; to_date: string };

type CheckpointFiltersProps = { values: CheckpointFilterValues; onChange: (values: CheckpointFilterValues) => void };

/** Search (debounced), status and the days the device was last seen in. */
export const CheckpointFilters = ({ values, onChange }: CheckpointFiltersProps) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState(values.search);
  useSettledInput(typed, (value) => {
    if (value.trim() !== values.search) onChange({ ...values, search: value.trim() });
  });
  const date = (key: 'from_date' | 'to_date') => (
    <TextField
      fullWidth={false}
      size="small"
      type="date"
      label={translate(`app.auth_checkpoints.${key}`)}
      value={values[key]}
      onChange={(e) => onChange({ ...values, [key]: e.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <ListSearchField label={translate('app.auth_checkpoints.search')} value={typed} onChange={setTyped} sx={{ minWidth: 300 }} />
      <ListSelectFilter
        label={translate('app.auth_checkpoints.status')}
        value={values.status}
        onChange={(status) => onChange({ ...values, status })}
        allLabel={translate('app.auth_checkpoints.all')}
        options={AUTH_CHECKPOINT_STATUSES.map((s) => ({ value: s, label: translate(`app.auth_checkpoints.statuses.${s}`) }))}
        sx={{ minWidth: 160 }}
      />
      {date('from_date')}
      {date('to_date')}
    </Stack>
  );
};
