import { Button, Card, CardActions, CardContent, Typography, useMediaQuery, type Theme } from '@mui/material';
import { lazy, Suspense } from 'react';
import { DataTable, ListBase, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { canLoadManagerFeed } from '../announcements/canLoadManagerFeed';
import { useAccessContext } from '../providers/useAccessContext';
import { activityColumns, type ActivityRow } from './ActivityTable';

const RECENT = 5;

// Only phones show the list: a wider screen (the dashboard's usual case) does not download it (issue 36).
const PhoneActivityList = lazy(async () => ({ default: (await import('./PhoneActivityList')).PhoneActivityList }));

const Panel = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // On a phone a list, as the activity log itself shows it: the table would widen the whole page.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const empty = <Typography color="text.secondary">{translate('app.activity.empty')}</Typography>;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">{translate('app.activity.recent')}</Typography>
        <ListBase<ActivityRow> resource="activities" perPage={RECENT} sort={{ field: 'created_at', order: 'DESC' }} disableSyncWithLocation storeKey={false} disableAuthentication>
          {phone ? (
            <Suspense fallback={null}>
              <PhoneActivityList empty={empty} />
            </Suspense>
          ) : (
            <DataTable<ActivityRow>
              storeKey="manager.recent-activity.columns"
              rowClick={false}
              bulkActionButtons={false}
              aria-label={translate('app.activity.recent')}
              empty={empty}
            >
              {activityColumns(translate, locale, false)}
            </DataTable>
          )}
        </ListBase>
      </CardContent>
      <CardActions>
        <Button component={Link} to="/manager/activities">{translate('app.activity.view_all')}</Button>
      </CardActions>
    </Card>
  );
};

/** The company's latest activity on the manager dashboard, with the way to the whole log. */
export const RecentActivityPanel = () => (canLoadManagerFeed(useAccessContext(), 'activities') ? <Panel /> : null);
