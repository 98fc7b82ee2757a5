import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { AUTH_CHECKPOINT_STATUSES } from '../../contract/enums';
import { validateIdFilter } from '../lists/idFilter';
import { LocaleDateInput } from '../lists/LocaleDateInput';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The last-seen range the server accepts: the end on or after the start. */
const endAfterStart = (value: unknown, all: Record<string, unknown>) =>
  typeof value === 'string' && typeof all.from_date === 'string' && DAY.test(value) && DAY.test(all.from_date) && value < all.from_date ? 'app.activity.invalid_range' : undefined;

/**
 * The filters of the auth checkpoints list: search (user e-mail or name, IP, browser, device), status,
 * the days the device was last seen in, and the user (a link from a user opens the list with it).
 */
export const useCheckpointFilters = () => {
  const translate = useTranslate();
  return [
    <TextInput key="search" source="search" alwaysOn resettable label={translate('app.auth_checkpoints.search')} sx={{ minWidth: 300 }} />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      label={translate('app.auth_checkpoints.status')}
      choices={AUTH_CHECKPOINT_STATUSES.map((s) => ({ id: s, name: translate(`app.auth_checkpoints.statuses.${s}`) }))}
      emptyText={translate('app.auth_checkpoints.all')}
      sx={{ minWidth: 160 }}
    />,
    <LocaleDateInput key="from_date" source="from_date" alwaysOn label={translate('app.auth_checkpoints.from_date')} />,
    <LocaleDateInput key="to_date" source="to_date" alwaysOn label={translate('app.auth_checkpoints.to_date')} validate={endAfterStart} />,
    <TextInput
      key="user_id"
      source="user_id"
      label={translate('app.auth_checkpoints.user_id')}
      validate={validateIdFilter()}
    />,
  ];
};
