import BuildIcon from '@mui/icons-material/Build';
import ErrorIcon from '@mui/icons-material/Error';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Notification } from '../../contract/entities';
import { useAccessContext } from '../providers/useAccessContext';
import { ReportDownloadButton } from '../reports/ReportDownloadButton';
import { notificationActions } from './notificationActions';

type NotificationActionsProps = { notification: Notification; onNavigate?: () => void };

/** The buttons of one notification (document 2 section 8). */
export const NotificationActions = ({ notification, onNavigate }: NotificationActionsProps) => {
  const translate = useTranslate();
  const actions = notificationActions(notification, useAccessContext().role);
  if (actions.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
      {actions.map((a) => {
        switch (a.kind) {
          case 'download':
            return <ReportDownloadButton key={a.kind} id={a.reportId} format={a.filename?.split('.').pop() ?? 'csv'} />;
          case 'rejected':
            return (
              <Tooltip key={a.kind} title={translate('app.reporting.notifications.documents_rejected')}>
                <ErrorIcon color="error" fontSize="small" aria-label={translate('app.reporting.notifications.documents_rejected')} />
              </Tooltip>
            );
          case 'fix':
            return <Button key={a.kind} size="small" color="warning" startIcon={<BuildIcon />} component={Link} to={a.to} onClick={onNavigate}>{translate('app.reporting.notifications.fix_issue')}</Button>;
          case 'show':
            return <Button key={a.kind} size="small" component={Link} to={a.to} onClick={onNavigate}>{translate('app.payments.view_transaction')}</Button>;
          case 'source_of_funds':
            return <Button key={a.kind} size="small" component={Link} to={a.to} onClick={onNavigate}>{translate('app.reporting.notifications.set_source_of_funds')}</Button>;
          case 'psp_deposit':
            return <Button key={a.kind} size="small" component={Link} to={a.to} onClick={onNavigate}>{translate('app.psp.notification.create_withdraw')}</Button>;
          case 'upload':
            return <Button key={a.kind} size="small" startIcon={<UploadFileIcon />} component={Link} to={a.to} onClick={onNavigate}>{translate('app.reporting.notifications.upload_files')}</Button>;
        }
      })}
    </Stack>
  );
};
