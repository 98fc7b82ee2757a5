import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { useDocumentTitle } from '../layout/useDocumentTitle';

type DashboardPlaceholderProps = { titleKey: string };

/** A titled dashboard until the real one arrives. */
export const DashboardPlaceholder = ({ titleKey }: DashboardPlaceholderProps) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  useDocumentTitle(titleKey);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={titleKey} />
      <CardContent>
        <Typography variant="h4" component="h1" gutterBottom>
          {translate(titleKey)}
        </Typography>
        {identity?.fullName ? <Typography variant="h6">{translate('app.dashboard.welcome', { name: identity.fullName })}</Typography> : null}
        <Typography color="text.secondary">{translate('app.dashboard.placeholder')}</Typography>
      </CardContent>
    </Card>
  );
};
