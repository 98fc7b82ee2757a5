import { Chip, Tooltip, Typography } from '@mui/material';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AuthCheckpoint } from '../../contract/entities';
import { CheckpointStatusButton } from './CheckpointStatusButton';

/** Who signs in through the checkpoint: the name, or the e-mail, or "Deleted user". */
export const checkpointUserName = (translate: TranslateFunction, c: AuthCheckpoint): string =>
  c.user ? `${c.user.first_name} ${c.user.last_name}`.trim() || c.user.email : translate('app.auth_checkpoints.unknown_user');

/** Keeps a click on a cell's links and buttons from reaching the row. */
const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/** The user cell of a checkpoint row: the name (a link to the user) over the e-mail. */
export const CheckpointUserCell = ({ checkpoint: c }: { checkpoint: AuthCheckpoint }) => {
  const translate = useTranslate();
  const name = checkpointUserName(translate, c);
  if (!c.user) return <>{name}</>;
  return (
    <>
      <Typography variant="body2" component={Link} to={`/admin/users/${c.user.id}`} onClick={stop} sx={{ color: 'inherit' }}>{name}</Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{c.user.email}</Typography>
    </>
  );
};

/** The device cell: the user agent on one line, whole in its tooltip. */
export const CheckpointAgentCell = ({ checkpoint: c }: { checkpoint: AuthCheckpoint }) => (
  <Tooltip title={c.user_agent ?? ''}>
    <Typography variant="body2" noWrap sx={{ maxWidth: 260 }}>{c.user_agent ?? ''}</Typography>
  </Tooltip>
);

/** The status chip of a checkpoint. */
export const CheckpointStatusChip = ({ checkpoint: c }: { checkpoint: AuthCheckpoint }) => {
  const translate = useTranslate();
  return <Chip size="small" color={c.status === 'blocked' ? 'error' : 'success'} label={translate(`app.auth_checkpoints.statuses.${c.status}`)} />;
};

/** The block / allow cell; the server refuses changes to one's own devices, so the button says so at once. */
export const CheckpointActionCell = ({ checkpoint: c, ownUserId }: { checkpoint: AuthCheckpoint; ownUserId: number | null }) => {
  const translate = useTranslate();
  return (
    <span onClick={stop} role="presentation">
      <CheckpointStatusButton checkpoint={c} userLabel={checkpointUserName(translate, c)} disabled={c.user !== null && c.user.id === ownUserId} />
    </span>
  );
};
