import { Box, Button, Stack } from '@mui/material';
import { SaveButton, SimpleForm, TextInput, useLocaleState, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import type { StandingOrder } from '../../contract/schedules';
import { useRecordSave } from '../errors/useRecordSave';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { formatMoney } from '../money/formatMoney';
import type { WriteMeta } from '../providers/writeReactions';
import { standingOrderPath } from './schedulePaths';
import { ScheduleFields } from './ScheduleFields';
import { scheduleOf, scheduleValuesOf, type ScheduleValues } from './scheduleValues';
import { LocaleAmountInput } from '../money/LocaleAmountInput';

type EditValues = StandingOrder & ScheduleValues & { customer_ref_message?: string };

/** The body of manager.standingOrders.update from the form: the order's payment with the amount and reference typed, and the schedule. */
const orderBody = (v: EditValues) => {
  const payment: Record<string, unknown> = { ...v.payment, amount: String(v.amount).trim() };
  const ref = (v.customer_ref_message ?? '').trim();
  if (ref) payment.customer_ref_message = ref;
  else delete payment.customer_ref_message;
  return { kind: v.kind, payment, schedule: scheduleOf({ ...v, schedule_when: 'later' }) };
};

/** The schedule section of the shared payment forms, on react-admin's form (react-hook-form) of the edit page. */
const ScheduleInputs = ({ sepa }: { sepa: boolean }) => {
  const values = useWatch() as ScheduleValues;
  const { setValue, formState } = useFormContext();
  const errors = Object.fromEntries(Object.entries(formState.errors).map(([k, e]) => [k, typeof e?.message === 'string' ? e.message : ''])) as Record<string, string>;
  const onChange = (patch: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(patch)) setValue(k, v, { shouldDirty: true });
  };
  return <ScheduleFields values={values} errors={errors} onChange={onChange} sepa={sepa} scheduledOnly />;
};

const OrderForm = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const order = useRecordContext<StandingOrder>();
  const meta = (v: EditValues): WriteMeta => ({ summary: { amount: formatMoney(String(v.amount), v.currency, locale), payee: v.beneficiary } });
  const { submit, saving } = useRecordSave<EditValues>(meta);
  if (!order) return null;
  const ref = order.payment.customer_ref_message;
  const toolbar = (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      <SaveButton label={translate('app.schedules.save')} disabled={saving} alwaysEnable={!saving} />
      <Button component={Link} to={standingOrderPath(order.id)}>{translate('app.schedules.back')}</Button>
    </Stack>
  );
  return (
    <SimpleForm
      onSubmit={submit} component={Box} toolbar={toolbar}
      defaultValues={{ ...scheduleValuesOf(order), customer_ref_message: typeof ref === 'string' ? ref : '' }}
    >
      <TextInput source="beneficiary" label={translate('resources.standing-orders.fields.beneficiary')} disabled />
      <LocaleAmountInput source="amount" label={translate('resources.standing-orders.fields.amount')} />
      <TextInput source="customer_ref_message" label={translate('resources.standing-orders.fields.reference')} />
      <ScheduleInputs sepa={order.sepa} />
    </SimpleForm>
  );
};

/** /manager/standing-orders/{id}: change an order's amount, reference and schedule (manager role; a new one-time code). */
export const StandingOrderEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const id = Number(useParams().id);
  useDocumentTitle('app.schedules.edit');
  return (
    <PageFrame titleKey="app.schedules.edit">
      <RecordPage.Edit<StandingOrder>
        resource="standing-orders" id={id} notFoundKey="app.schedules.not_found" emptyWhileLoading
        transform={(data) => orderBody(data as EditValues)}
        mutationOptions={{
          onSuccess: () => {
            notify('app.schedules.updated', { type: 'success' });
            redirect(standingOrderPath(id));
          },
        }}
      >
        <OrderForm />
      </RecordPage.Edit>
    </PageFrame>
  );
};
