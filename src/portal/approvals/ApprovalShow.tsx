import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { PaymentApproval } from '../../contract/approvals';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { formatDateTime, formatMoney } from '../money/formatMoney';
import { useAccessContext } from '../providers/useAccessContext';
import { ApprovalDecideButtons } from './ApprovalDecideButtons';
import { APPROVALS_PATH } from './approvalPaths';
import { useLiveApprovals } from './useLiveApprovals';

/** One held payment: what it is and pays, who asked and when, the rule, the approvals so far, and the decision. */
const ApprovalDetail = () => {
  const a = useRecordContext<PaymentApproval>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const manager = useAccessContext().role === 'manager';
  if (!a) return null;
  const label = (field: string) => translate(`resources.approvals.fields.${field}`);
  const rule = a.rule.approvals_required === 2 ? translate('app.approvals.rules.two') : translate('app.approvals.rules.one');
  const threshold = formatMoney(a.rule.threshold, a.rule.currency ?? 'EUR', locale);
  const facts: [string, string | null][] = [
    [label('type'), translate(`app.money.types.${a.type}`, { _: a.type })],
    [label('beneficiary'), a.beneficiary],
    [label('total'), formatMoney(a.total, a.currency, locale)],
    [label('requested_by'), a.requested_by?.name ?? null],
    [label('requested_at'), formatDateTime(a.requested_at, locale)],
    [label('expires_at'), formatDateTime(a.expires_at, locale)],
    [translate('app.approvals.show.rule'), translate('app.approvals.show.rule_text', { threshold, approvals: rule })],
    [label('approvals'), `${a.approvals.length}/${a.required}${a.approvals.length > 0 ? ` (${a.approvals.map((p) => p.name).join(', ')})` : ''}`],
    [translate('app.approvals.show.decided_by'), a.decided_by ? `${a.decided_by.name}${a.decided_at ? `, ${formatDateTime(a.decided_at, locale)}` : ''}` : null],
    [label('reason'), a.reason],
  ];
  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h6" component="h2">{a.reference}</Typography>
        <Chip size="small" label={translate(`app.approvals.statuses.${a.status}`)} color={a.status === 'approved' ? 'success' : a.status === 'awaiting' ? 'warning' : 'default'} />
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 1 }, m: 0, mb: 2, '& dd': { m: 0, mb: { xs: 1, sm: 0 } }, '& dt': { fontWeight: 600 } }}>
        {facts.filter(([, value]) => value).map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      {a.status === 'awaiting' && !a.can_decide && manager ? <Typography variant="body2" sx={{ mb: 2 }}>{translate('app.approvals.show.not_yours')}</Typography> : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {manager && a.can_decide && a.status === 'awaiting' ? <ApprovalDecideButtons rows={[a]} /> : null}
        {manager && a.transaction_id ? <Button component={Link} to={`/manager/transactions/${a.transaction_id}`}>{translate('app.approvals.show.open_payment')}</Button> : null}
        <Button component={Link} to={APPROVALS_PATH}>{translate('app.approvals.show.back')}</Button>
      </Stack>
    </Box>
  );
};

/**
 * /manager/approvals/{id}: react-admin's <Show> of one held payment or import batch (issue 40). A
 * manager who may decide approves or rejects it here (a code bound to it alone); the page follows
 * the approval live (another manager's decision, its expiry).
 */
export const ApprovalShow = () => {
  const id = Number(useParams().id);
  useLiveApprovals();
  useDocumentTitle('app.approvals.show_title');
  return (
    <PageFrame titleKey="app.approvals.show_title">
      <RecordPage.Show resource="approvals" id={id} notFoundKey="app.approvals.show.not_found" emptyWhileLoading>
        <ApprovalDetail />
      </RecordPage.Show>
    </PageFrame>
  );
};
