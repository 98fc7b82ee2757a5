import { Chip, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AuthCheckpoint } from '../../contract/entities';
import { formatDateTime } from '../tables/formatMoney';
import { CheckpointStatusButton } from './CheckpointStatusButton';

type CheckpointRowProps = { checkpoint: AuthCheckpoint; ownUserId: number | null };

/** One device of one user: who, where from, which browser, its status and the toggle. */
export const CheckpointRow = ({ checkpoint: c, ownUserId }: CheckpointRowProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const name = c.user ? `${c.user.first_name} ${c.user.last_name}`.trim() || c.user.email : translate('app.auth_checkpoints.unknown_user');
  return (
    <TableRow hover data-testid="checkpoint-row">
      <TableCell>
        {c.user ? (
          <>
            <Typography variant="body2" component={Link} to={`/admin/users/${c.user.id}`} sx={{ color: 'inherit' }}>{name}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{c.user.email}</Typography>
          </>
        ) : name}
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>{c.ip ?? ''}</TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>{c.browser_id ?? translate('app.auth_checkpoints.no_browser')}</TableCell>
      <TableCell sx={{ maxWidth: 260 }}>
        <Tooltip title={c.user_agent ?? ''}>
          <Typography variant="body2" noWrap>{c.user_agent ?? ''}</Typography>
        </Tooltip>
      </TableCell>
      <TableCell>
        <Chip size="small" color={c.status === 'blocked' ? 'error' : 'success'} label={translate(`app.auth_checkpoints.statuses.${c.status}`)} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.last_seen_at, locale)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.created_at, locale)}</TableCell>
      <TableCell>
        {/* The server refuses changes to one's own devices; the button says so at once. */}
        <CheckpointStatusButton checkpoint={c} userLabel={name} disabled={c.user !== null && c.user.id === ownUserId} />
      </TableCell>
    </TableRow>
  );
};
