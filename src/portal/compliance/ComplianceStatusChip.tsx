import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ComplianceStatus } from '../../contract/enums';
import { statusColor } from './complianceLogic';

type ComplianceStatusChipProps = { status: ComplianceStatus };

export const ComplianceStatusChip = ({ status }: ComplianceStatusChipProps) => {
  const translate = useTranslate();
  return <Chip size="small" color={statusColor(status)} label={translate(`app.compliance.statuses.${status}`)} data-testid="compliance-status" />;
};
