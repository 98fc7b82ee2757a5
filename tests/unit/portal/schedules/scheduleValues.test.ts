import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/portal/providers/ApiError';
import { scheduleOf, scheduleValuesOf, withFormFieldNames } from '../../../../src/portal/schedules/scheduleValues';
import type { StandingOrder } from '../../../../src/contract/schedules';

describe('the schedule section of the payment forms', () => {
  it('sends nothing for "Send now" and the contract’s schedule for "On a date"', () => {
    expect(scheduleOf({ amount: '1.00' } as never)).toBeNull();
    expect(scheduleOf({ schedule_when: 'now', rhythm: 'monthly' })).toBeNull();
    expect(scheduleOf({ schedule_when: 'later', start_date: '2027-01-31' })).toEqual({ rhythm: 'once', start_date: '2027-01-31', day_of_month: null, end_date: null, max_runs: null });
    expect(scheduleOf({ schedule_when: 'later', rhythm: 'monthly', start_date: '2027-01-31', day_of_month: 'last', schedule_end: 'count', max_runs: '12', end_date: '2027-06-01' }))
      .toEqual({ rhythm: 'monthly', start_date: '2027-01-31', day_of_month: 'last', end_date: null, max_runs: 12 });
    expect(scheduleOf({ schedule_when: 'later', rhythm: 'weekly', start_date: '2027-01-04', day_of_month: '31', schedule_end: 'date', end_date: '2027-03-01' }))
      .toEqual({ rhythm: 'weekly', start_date: '2027-01-04', day_of_month: null, end_date: '2027-03-01', max_runs: null });
  });

  it('fills the edit form from an order and puts the server’s nested field errors on the form’s fields', () => {
    const order = { rhythm: 'quarterly', start_date: '2027-02-28', day_of_month: 31, end_date: null, max_runs: 8 } as StandingOrder;
    expect(scheduleValuesOf(order)).toMatchObject({ schedule_when: 'later', rhythm: 'quarterly', day_of_month: '31', schedule_end: 'count', max_runs: '8' });
    const renamed = withFormFieldNames(new ApiError({ status: 422, message: 'Invalid.', errors: { 'payment.amount': ['Too much.'], 'schedule.start_date': ['Too early.'], end_date: ['No.'] } }));
    expect((renamed as ApiError).errors).toEqual({ amount: ['Too much.'], start_date: ['Too early.'], end_date: ['No.'] });
  });
});
