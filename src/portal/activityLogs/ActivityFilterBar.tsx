import { Button } from '@mui/material';
import { AutocompleteInput, TextInput, useListContext, useTranslate } from 'react-admin';
import { activityFilterCheck } from './activityFilters';
import { activityTypeLabel } from './activityTypeLabel';
import { LocaleDateInput } from '../lists/LocaleDateInput';


/**
 * The filter inputs of an activity log (react-admin's filter form: an input the server would refuse
 * says so and is not sent): type, user and company (admin page only), dates and text.
 */
export const useActivityFilters = (types: readonly string[], admin: boolean) => {
  const translate = useTranslate();
  const label = (key: string) => translate(`app.activity.filters.${key}`);
  return [
    <AutocompleteInput
      key="type"
      source="type"
      alwaysOn
      label={label('type')}
      choices={types.map((t) => ({ id: t, name: activityTypeLabel(translate, t) }))}
      sx={{ minWidth: 240 }}
    />,
    ...(admin
      ? [
          <TextInput key="user_id" source="user_id" alwaysOn label={label('user_id')} validate={activityFilterCheck('user_id')} sx={{ width: 120 }} />,
          <TextInput key="company_id" source="company_id" alwaysOn label={label('company_id')} validate={activityFilterCheck('company_id')} sx={{ width: 120 }} />,
        ]
      : []),
    <LocaleDateInput key="from_date" source="from_date" alwaysOn label={label('from_date')} />,
    <LocaleDateInput key="to_date" source="to_date" alwaysOn label={label('to_date')} validate={activityFilterCheck('to_date')} />,
    <TextInput key="search" source="search" alwaysOn resettable label={label('search')} sx={{ minWidth: 220 }} />,
  ];
};

/** Clears every filter of the list. */
export const ClearActivityFilters = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  return (
    <Button size="small" disabled={Object.keys(filterValues).length === 0} onClick={() => setFilters({}, {})}>
      {translate('app.activity.clear')}
    </Button>
  );
};
