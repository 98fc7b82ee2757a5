import LoginIcon from '@mui/icons-material/Login';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../contract/entities';
import { actAsUser } from '../providers/actAsUser';
import { ApiError } from '../providers/ApiError';

type LoginAsButtonProps = { user: User };

/** "Login as user" on a customer row: the admin's session goes to reserve, the user's opens /manager. */
export const LoginAsButton = ({ user }: LoginAsButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const label = translate('app.users.login_as');
  const onClick = async () => {
    setBusy(true);
    try {
      await actAsUser(user.id, (path) => navigate(path));
    } catch (e) {
      notify(e instanceof ApiError ? e.message : 'app.users.login_as_failed', { type: 'error' });
      setBusy(false);
    }
  };
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} disabled={busy || user.enabled === false} onClick={() => void onClick()} data-testid="login-as">
          <LoginIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
};
