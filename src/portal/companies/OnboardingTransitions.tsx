import { LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { OnboardingTransition } from '../../contract/entities';
import type { PortalServiceProvider } from '../../contract/enums';
import { portalServiceName } from '../i18n/portalServiceName';
import { formatDateTime } from '../money/formatMoney';
import { pendingTransition } from './onboardingActions';
import { fieldText } from './transitionFields';
import { TransitionFieldsEditor } from './TransitionFieldsEditor';

type OnboardingTransitionsProps = { companyId: number; service: PortalServiceProvider; transitions: OnboardingTransition[]; loading: boolean };

/** The transitions of a service, oldest first, and the fields editor of the pending one. */
export const OnboardingTransitions = ({ companyId, service, transitions, loading }: OnboardingTransitionsProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const stage = (id: string | null) => (id ? translate(`app.companies.stages.${id}`, { _: id }) : '—');
  const pending = pendingTransition(transitions);
  if (loading && transitions.length === 0) return <LinearProgress />;
  if (transitions.length === 0) return <Typography color="text.secondary" sx={{ py: 1 }}>{translate('app.companies.services.no_transitions')}</Typography>;
  return (
    <>
      <Table size="small" aria-label={`${translate('app.companies.services.transitions')}: ${portalServiceName(translate, service)}`}>
        <TableHead>
          <TableRow>
            {(['from', 'to', 'applied_at', 'applied_by', 'fields'] as const).map((c) => <TableCell key={c}>{translate(`app.companies.services.${c === 'fields' ? 'fields_short' : c}`)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {transitions.map((t) => (
            <TableRow key={t.id} data-testid="transition-row">
              <TableCell>{stage(t.from_stage)}</TableCell>
              <TableCell>{stage(t.to_stage)}</TableCell>
              <TableCell>{t.applied_at ? formatDateTime(t.applied_at, locale) : translate('app.companies.services.pending')}</TableCell>
              <TableCell>{t.applied_by ? `${t.applied_by.first_name} ${t.applied_by.last_name}` : ''}</TableCell>
              <TableCell>{Object.entries(t.fields).map(([k, v]) => `${k}: ${fieldText(v)}`).join(', ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pending ? <TransitionFieldsEditor key={pending.id} companyId={companyId} service={service} transition={pending} /> : null}
    </>
  );
};
