import { Box, Button, Stack } from '@mui/material';
import { ReferenceInput, required, SaveButton, SelectInput, SimpleForm, TextInput, useNotify, useRedirect, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { STATEMENT_FORMATS, STATEMENT_FREQUENCIES } from '../../contract/calls/managerConnect';
import type { BankAccount } from '../../contract/entities';
import { LANGUAGES } from '../../contract/enums';
import { useRecordSave } from '../errors/useRecordSave';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { STATEMENT_SCHEDULES_PATH } from './connectPaths';
import type { StatementScheduleRecord } from './connectRecords';

type ScheduleValues = { bank_account_id?: number; frequency?: string; format?: string; language?: string; time_zone?: string };

/** The body the contract takes: the time zone trimmed (the server's UTC when left empty). */
const scheduleBody = (v: ScheduleValues) => ({
  bank_account_id: v.bank_account_id, frequency: v.frequency, format: v.format, language: v.language,
  ...(v.time_zone?.trim() ? { time_zone: v.time_zone.trim() } : {}),
});

const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const ScheduleForm = () => {
  const translate = useTranslate();
  const { submit, saving } = useRecordSave();
  const label = (field: string) => translate(`resources.statement-schedules.fields.${field}`);
  const toolbar = (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      <SaveButton label={translate('app.connect.statement_schedules.save')} disabled={saving} alwaysEnable={!saving} />
      <Button component={Link} to={STATEMENT_SCHEDULES_PATH}>{translate('app.connect.statement_schedules.back')}</Button>
    </Stack>
  );
  return (
    <SimpleForm defaultValues={{ frequency: 'daily', format: 'camt053', language: 'en', time_zone: browserZone() }} onSubmit={submit} component={Box} toolbar={toolbar}>
      <ReferenceInput source="bank_account_id" reference="bank-accounts">
        <SelectInput label={label('bank_account_id')} validate={required()} optionText={(a: BankAccount) => `${a.name} (${a.currency})`} sx={{ maxWidth: 480 }} fullWidth />
      </ReferenceInput>
      <SelectInput source="frequency" label={label('frequency')} validate={required()} helperText={translate('app.connect.statement_schedules.frequency_help')}
        choices={STATEMENT_FREQUENCIES.map((f) => ({ id: f, name: translate(`app.connect.statement_schedules.frequencies.${f}`) }))} sx={{ maxWidth: 480 }} fullWidth />
      <SelectInput source="format" label={label('format')} validate={required()}
        choices={STATEMENT_FORMATS.map((f) => ({ id: f, name: translate(`app.connect.statement_schedules.formats.${f}`) }))} sx={{ maxWidth: 480 }} fullWidth />
      <SelectInput source="language" label={label('language')} helperText={translate('app.connect.statement_schedules.language_help')}
        choices={LANGUAGES.map((l) => ({ id: l, name: translate(`app.connect.statement_schedules.languages.${l}`) }))} sx={{ maxWidth: 480 }} fullWidth />
      <TextInput source="time_zone" label={label('time_zone')} helperText={translate('app.connect.statement_schedules.time_zone_help')} slotProps={{ htmlInput: { maxLength: 64 } }} sx={{ maxWidth: 480 }} fullWidth />
    </SimpleForm>
  );
};

/** /manager/statement-schedules/create (manager role): react-admin's <Create> of statement-schedules through the dataProvider. */
export const StatementScheduleCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  useDocumentTitle('app.connect.statement_schedules.create');
  return (
    <PageFrame titleKey="app.connect.statement_schedules.create">
      <RecordPage.Create<StatementScheduleRecord>
        resource="statement-schedules"
        redirect={false}
        transform={scheduleBody}
        mutationOptions={{
          onSuccess: () => {
            notify('app.connect.statement_schedules.created', { type: 'success' });
            redirect(STATEMENT_SCHEDULES_PATH);
          },
        }}
      >
        <ScheduleForm />
      </RecordPage.Create>
    </PageFrame>
  );
};
