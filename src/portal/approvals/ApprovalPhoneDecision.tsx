import { Box, Button, Paper, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { PaymentApproval } from '../../contract/approvals';
import { formatMoney } from '../money/formatMoney';
import { ApprovalDecideButtons } from './ApprovalDecideButtons';

type ApprovalPhoneDecisionProps = { approval: PaymentApproval; onClose: () => void };

/** On a phone (no row selection there): the held payment the manager tapped, with approve and reject for it alone. */
export const ApprovalPhoneDecision = ({ approval, onClose }: ApprovalPhoneDecisionProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Paper variant="outlined" component="section" aria-label={approval.reference} sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h2">{approval.reference}</Typography>
      <Typography variant="body2">{[approval.beneficiary, formatMoney(approval.total, approval.currency, locale)].filter(Boolean).join(' · ')}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>{approval.requested_by?.name ?? ''}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <ApprovalDecideButtons ids={[approval.id]} onDecided={onClose} />
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </Box>
    </Paper>
  );
};
