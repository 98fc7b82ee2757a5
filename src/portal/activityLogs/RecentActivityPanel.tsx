import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ActivityLog } from '../../contract/entities';
import { canLoadManagerFeed } from '../announcements/canLoadManagerFeed';
import { useAccessContext } from '../providers/useAccessContext';
import { ActivityTable } from './ActivityTable';

const RECENT = 5;

const Panel = () => {
  const translate = useTranslate();
  const { data } = useGetList<ActivityLog>('activities', { pagination: { page: 1, perPage: RECENT }, sort: { field: 'created_at', order: 'DESC' }, filter: {} });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">{translate('app.activity.recent')}</Typography>
        {data && data.length === 0 ? <Typography color="text.secondary">{translate('app.activity.empty')}</Typography> : <ActivityTable rows={data ?? []} showCompany={false} />}
      </CardContent>
      <CardActions>
        <Button component={Link} to="/manager/activities">{translate('app.activity.view_all')}</Button>
      </CardActions>
    </Card>
  );
};

/** The company's latest activity on the manager dashboard, with the way to the whole log. */
export const RecentActivityPanel = () => (canLoadManagerFeed(useAccessContext(), 'activities') ? <Panel /> : null);
