import LoginIcon from '@mui/icons-material/Login';
import { IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../contract/entities';
import { ApiError } from '../providers/ApiError';
import type { KontorDataProvider } from '../providers/dataProvider';
import { isHandledWrite } from '../providers/writeReactions';

type LoginAsButtonProps = { user: User };

/** "Login as user" on a customer row: the admin's session goes to reserve, the user's opens /manager. */
export const LoginAsButton = ({ user }: LoginAsButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<KontorDataProvider>();
  // Once it succeeded the portal leaves for the user's dashboard: the button stays busy until then.
  const { mutate: actAs, isPending, isSuccess } = useMutation({
    mutationFn: () => dataProvider.actAsUser({ id: user.id, go: (path) => navigate(path) }),
    onError: (e) => {
      if (!isHandledWrite(e)) notify(e instanceof ApiError ? e.message : 'app.users.login_as_failed', { type: 'error' });
    },
  });
  const label = translate('app.users.login_as');
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} disabled={isPending || isSuccess || user.enabled === false} onClick={() => actAs()} data-testid="login-as">
          <LoginIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
};
