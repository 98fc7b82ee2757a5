import { Alert, FormControl, FormControlLabel, FormLabel, Grid, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SCHEDULE_LAST_DAY, SCHEDULE_PAUSE_AFTER_FAILURES, SCHEDULE_RHYTHMS } from '../../contract/schedules';
import { isScheduled, MONTHLY_RHYTHMS, rhythmOf, type ScheduleValues } from './scheduleValues';

export type ScheduleFieldsProps = {
  values: ScheduleValues;
  errors: Record<string, string>;
  onChange: (patch: Record<string, unknown>) => void;
  /** The payment is a SEPA withdrawal: its runs move to the next TARGET2 business day. */
  sepa?: boolean;
  /** The order's own page: no "Send now". */
  scheduledOnly?: boolean;
  disabled?: boolean;
};

const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));
const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * "Send now / On a date" and, for a standing order, its rhythm (issue 40): the one schedule section
 * of the payment forms (withdrawal, transfer) and of a standing order's edit page.
 */
export const ScheduleFields = ({ values, errors, onChange, sepa = false, scheduledOnly = false, disabled = false }: ScheduleFieldsProps) => {
  const translate = useTranslate();
  const later = scheduledOnly || isScheduled(values);
  const rhythm = rhythmOf(values);
  const end = text(values.schedule_end) || 'never';
  const half = { xs: 12, sm: 6 } as const;
  const error = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name] ? translate(errors[name], { _: errors[name] }) : undefined });
  const dateField = (name: 'start_date' | 'end_date', label: string) => (
    <TextField
      fullWidth type="date" id={`schedule-${name}`} name={name} label={translate(label)} value={text(values[name])} disabled={disabled} required
      onChange={(e) => onChange({ [name]: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} {...error(name)}
    />
  );
  return (
    <Stack spacing={2} sx={{ mt: 2 }} component="fieldset" aria-label={translate('app.schedules.when')} style={{ border: 0, padding: 0, margin: 0 }}>
      {scheduledOnly ? null : (
        <FormControl disabled={disabled}>
          <FormLabel id="schedule-when-label">{translate('app.schedules.when')}</FormLabel>
          <RadioGroup row aria-labelledby="schedule-when-label" name="schedule_when" value={later ? 'later' : 'now'} onChange={(e) => onChange({ schedule_when: e.target.value })}>
            <FormControlLabel value="now" control={<Radio />} label={translate('app.schedules.now')} />
            <FormControlLabel value="later" control={<Radio />} label={translate('app.schedules.later')} />
          </RadioGroup>
        </FormControl>
      )}
      {later ? (
        <>
          <Grid container spacing={2}>
            <Grid size={half}>{dateField('start_date', 'app.schedules.start_date')}</Grid>
            <Grid size={half}>
              <TextField
                select fullWidth id="schedule-rhythm" name="rhythm" label={translate('app.schedules.rhythm')} value={rhythm} disabled={disabled}
                onChange={(e) => onChange({ rhythm: e.target.value })} {...error('rhythm')}
              >
                {SCHEDULE_RHYTHMS.map((r) => <MenuItem key={r} value={r}>{translate(`app.schedules.rhythms.${r}`)}</MenuItem>)}
              </TextField>
            </Grid>
            {MONTHLY_RHYTHMS.includes(rhythm) ? (
              <Grid size={half}>
                <TextField
                  select fullWidth id="schedule-day" name="day_of_month" label={translate('app.schedules.day_of_month')} value={text(values.day_of_month)} disabled={disabled}
                  onChange={(e) => onChange({ day_of_month: e.target.value })} {...error('day_of_month')}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">{translate('app.schedules.same_day')}</MenuItem>
                  <MenuItem value={SCHEDULE_LAST_DAY}>{translate('app.schedules.last_day')}</MenuItem>
                  {DAYS.map((d) => <MenuItem key={d} value={d}>{translate('app.schedules.day', { day: d })}</MenuItem>)}
                </TextField>
              </Grid>
            ) : null}
          </Grid>
          {rhythm === 'once' ? null : (
            <>
              <FormControl disabled={disabled}>
                <FormLabel id="schedule-end-label">{translate('app.schedules.end')}</FormLabel>
                <RadioGroup row aria-labelledby="schedule-end-label" name="schedule_end" value={end} onChange={(e) => onChange({ schedule_end: e.target.value })}>
                  {(['never', 'date', 'count'] as const).map((e) => <FormControlLabel key={e} value={e} control={<Radio />} label={translate(`app.schedules.ends.${e}`)} />)}
                </RadioGroup>
              </FormControl>
              {end === 'date' ? <Grid container spacing={2}><Grid size={half}>{dateField('end_date', 'app.schedules.end_date')}</Grid></Grid> : null}
              {end === 'count' ? (
                <Grid container spacing={2}>
                  <Grid size={half}>
                    <TextField
                      fullWidth id="schedule-max-runs" name="max_runs" label={translate('app.schedules.max_runs')} value={text(values.max_runs)} disabled={disabled} required
                      onChange={(e) => onChange({ max_runs: e.target.value })} slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...error('max_runs')}
                    />
                  </Grid>
                </Grid>
              ) : null}
            </>
          )}
          {MONTHLY_RHYTHMS.includes(rhythm) ? <Alert severity="info">{translate('app.schedules.day_help')}</Alert> : null}
          {sepa ? <Alert severity="info">{translate('app.schedules.sepa_note')}</Alert> : null}
          <Alert severity="info">{translate('app.schedules.pause_note', { count: SCHEDULE_PAUSE_AFTER_FAILURES })}</Alert>
        </>
      ) : null}
    </Stack>
  );
};

/** The submit button's label of a payment form: "Schedule payment" once a date is chosen. */
export const submitLabelKey = (values: ScheduleValues): string => (isScheduled(values) ? 'app.schedules.submit_later' : 'app.payments.submit');
