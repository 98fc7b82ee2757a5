import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ScheduleStatus } from '../../contract/schedules';

const COLOR: Record<ScheduleStatus, 'success' | 'warning' | 'default'> = { active: 'success', paused: 'warning', cancelled: 'default', finished: 'default' };

/** An order's status as a chip (its word, not only its colour). */
export const StandingOrderStatus = ({ status }: { status: ScheduleStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={translate(`app.schedules.statuses.${status}`)} />;
};
