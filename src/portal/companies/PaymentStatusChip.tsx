import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PaymentServiceStatus } from '../../contract/enums';
import { statusChipColor } from './onboardingActions';

type PaymentStatusChipProps = { status: PaymentServiceStatus };

/** A payment-service status in the colour of document 1: ACTIVE success, DISABLED danger, ONBOARDING_START warning, ONBOARDING_IN_PROGRESS primary. */
export const PaymentStatusChip = ({ status }: PaymentStatusChipProps) => {
  const translate = useTranslate();
  return <Chip size="small" color={statusChipColor(status)} label={translate(`app.companies.statuses.${status}`, { _: status })} data-status={status} />;
};
