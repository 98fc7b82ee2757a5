import { Autocomplete, Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type ActivityFilterValues, activityFilterErrors, EMPTY_ACTIVITY_FILTERS } from './activityFilters';
import { activityTypeLabel } from './activityTypeLabel';

type ActivityFilterBarProps = {
  values: ActivityFilterValues;
  onChange: (values: ActivityFilterValues) => void;
  /** Types offered in the type filter; another type can still be typed. */
  types: readonly string[];
  admin: boolean;
};

/** Type, dates and text filters of an activity log, plus user and company on the admin page. */
export const ActivityFilterBar = ({ values, onChange, types, admin }: ActivityFilterBarProps) => {
  const translate = useTranslate();
  const errors = activityFilterErrors(values);
  const set = (key: keyof ActivityFilterValues) => (e: { target: { value: string } }) => onChange({ ...values, [key]: e.target.value });
  const text = (key: keyof ActivityFilterValues, type = 'text', width = 160) => (
    <TextField
      fullWidth={false}
      size="small"
      type={type}
      name={key}
      label={translate(`app.activity.filters.${key}`)}
      value={values[key]}
      onChange={set(key)}
      error={Boolean(errors[key])}
      helperText={errors[key] ? translate(errors[key]) : undefined}
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
      sx={{ minWidth: width }}
    />
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2 }}>
      <Autocomplete
        freeSolo
        options={[...types]}
        getOptionLabel={(t) => activityTypeLabel(translate, t)}
        value={values.type || null}
        onChange={(_, v) => onChange({ ...values, type: v ?? '' })}
        onInputChange={(_, v, reason) => {
          if (reason === 'input' && v === '') onChange({ ...values, type: '' });
        }}
        sx={{ minWidth: 240 }}
        renderInput={(params) => (
          <TextField {...params} size="small" name="type" label={translate('app.activity.filters.type')} error={Boolean(errors.type)} helperText={errors.type ? translate(errors.type) : undefined} />
        )}
      />
      {admin ? text('user_id', 'text', 120) : null}
      {admin ? text('company_id', 'text', 120) : null}
      {text('from_date', 'date')}
      {text('to_date', 'date')}
      {text('search', 'search', 220)}
      <Button onClick={() => onChange(EMPTY_ACTIVITY_FILTERS)}>{translate('app.activity.clear')}</Button>
    </Stack>
  );
};
