import { afterEach, describe, expect, it } from 'vitest';
import { activityChartSeries } from '../../../../src/portal/activityLogs/activityChartSeries';
import { activityFilterErrors, activityQuery, EMPTY_ACTIVITY_FILTERS } from '../../../../src/portal/activityLogs/activityFilters';
import { announcementStatus, utcToday } from '../../../../src/portal/announcements/announcementStatus';
import { dismissAnnouncement, readDismissed, undismissed } from '../../../../src/portal/announcements/dismissedAnnouncements';
import { announcementBody } from '../../../../src/portal/announcements/AnnouncementForm';

afterEach(() => localStorage.clear());

describe('announcementStatus', () => {
  const today = '2026-06-15';
  it.each([
    [{ is_published: false, starts_at: null, ends_at: null }, 'draft'],
    [{ is_published: false, starts_at: '2026-06-01', ends_at: '2026-06-30' }, 'draft'],
    [{ is_published: true, starts_at: null, ends_at: null }, 'active'],
    [{ is_published: true, starts_at: '2026-06-15', ends_at: '2026-06-15' }, 'active'],
    [{ is_published: true, starts_at: '2026-06-16', ends_at: null }, 'scheduled'],
    [{ is_published: true, starts_at: null, ends_at: '2026-06-14' }, 'expired'],
  ] as const)('%o is %s', (a, expected) => {
    expect(announcementStatus(a, today)).toBe(expected);
  });
  it('counts days in UTC', () => {
    expect(utcToday(new Date('2026-06-15T23:30:00-05:00'))).toBe('2026-06-16');
  });
});

describe('announcement dismissals', () => {
  const a = { id: 1, updated_at: '2026-06-01T10:00:00Z' };
  const b = { id: 2, updated_at: '2026-06-02T10:00:00Z' };
  it('hides a dismissed announcement for that user only, and shows it again once edited', () => {
    dismissAnnouncement('10', a);
    expect(undismissed([a, b], readDismissed('10'))).toEqual([b]);
    expect(undismissed([a, b], readDismissed('11'))).toEqual([a, b]);
    expect(undismissed([{ ...a, updated_at: '2026-06-03T09:00:00Z' }, b], readDismissed('10'))).toHaveLength(2);
  });
  it('ignores stored data of another shape', () => {
    localStorage.setItem('kontor_dismissed_announcements', '{"10": "1@x"}');
    expect(readDismissed('10')).toEqual([]);
    localStorage.setItem('kontor_dismissed_announcements', 'not json');
    expect(dismissAnnouncement('10', a)).toEqual(['1@2026-06-01T10:00:00Z']);
  });
});

describe('announcementBody', () => {
  it('sends blank dates as no limit and the flag as a boolean', () => {
    expect(announcementBody({ title: 'T', content: 'C', starts_at: '', ends_at: '2026-07-01' })).toEqual({ title: 'T', content: 'C', is_published: false, starts_at: null, ends_at: '2026-07-01' });
  });
});

describe('activity filters', () => {
  const f = { ...EMPTY_ACTIVITY_FILTERS, type: 'auth.login', user_id: ' 12 ', company_id: '3', from_date: '2026-06-01', to_date: '', search: '  ' };
  it('sends only filled inputs, the user and company only from the admin page', () => {
    expect(activityQuery(f, 'admin')).toEqual({ type: 'auth.login', user_id: '12', company_id: '3', from_date: '2026-06-01' });
    expect(activityQuery(f, 'manager')).toEqual({ type: 'auth.login', from_date: '2026-06-01' });
  });
  it('flags inputs the server would refuse', () => {
    expect(activityFilterErrors(f)).toEqual({});
    expect(activityFilterErrors({ ...f, user_id: 'abc', company_id: '0', type: 'DROP TABLE', from_date: '2026-06-10', to_date: '2026-06-01' })).toEqual({
      user_id: 'app.activity.invalid_id', company_id: 'app.activity.invalid_id', type: 'app.activity.invalid_type', to_date: 'app.activity.invalid_range',
    });
  });
});

describe('activityChartSeries', () => {
  const dates = ['2026-06-01', '2026-06-02'];
  const series = [
    { type: 'c.small', total: 1, counts: [1, 0] },
    { type: 'a.big', total: 9, counts: [4, 5] },
    { type: 'b.mid', total: 3, counts: [1, 2] },
    { type: 'd.tiny', total: 1, counts: [0, 1] },
  ];
  it('keeps the busiest types and folds the rest into one series', () => {
    expect(activityChartSeries({ dates, series }, 2)).toEqual([
      { key: 'a.big', type: 'a.big', data: [4, 5] },
      { key: 'b.mid', type: 'b.mid', data: [1, 2] },
      { key: 'other', type: null, data: [1, 1] },
    ]);
  });
  it('has no "other" series when every type fits', () => {
    expect(activityChartSeries({ dates, series }, 4).map((s) => s.key)).toEqual(['a.big', 'b.mid', 'c.small', 'd.tiny']);
    expect(activityChartSeries({ dates: [], series: [] })).toEqual([]);
  });
});
