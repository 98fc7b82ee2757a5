import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarChart } from '../../../../src/portal/charts/BarChart';
import { bands, labelEvery, niceStep, valueScale, wrapText } from '../../../../src/portal/charts/chartScale';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('chart geometry', () => {
  it('steps at round numbers, ticks over a domain that holds 0 and the values', () => {
    expect(niceStep(1366, 4)).toBe(500);
    expect(niceStep(1366, 7)).toBe(200);
    expect(niceStep(1, 5)).toBe(0.2);
    const counts = valueScale([3, 1366, 40], 4, 200, 0);
    expect(counts.ticks).toEqual([0, 500, 1000, 1500]);
    expect(counts.at(0)).toBe(200);
    expect(counts.at(1500)).toBe(0);
    // Counts get whole ticks (all zeros the domain 0–1); amounts fractions.
    expect(valueScale([1, 0, 1], 5, 100, 0).ticks).toEqual([0, 1]);
    expect(valueScale([0, 0], 5, 100, 0).ticks).toEqual([0, 1]);
    expect(valueScale([0.5, 0.75], 4, 100, 0).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(valueScale([-12.5, 30.25], 4, 0, 100).ticks).toEqual([-20, -10, 0, 10, 20, 30, 40]);
  });

  it('shares the width into bands and labels only what fits', () => {
    expect(bands(4, 0, 400)).toEqual([
      { start: 10, size: 80, center: 50 },
      { start: 110, size: 80, center: 150 },
      { start: 210, size: 80, center: 250 },
      { start: 310, size: 80, center: 350 },
    ]);
    expect(labelEvery(12, 80, 50)).toBe(1);
    expect(labelEvery(30, 30, 72)).toBe(3);
    expect(labelEvery(12, 80, 50, 4)).toBe(3);
    expect(wrapText('Previous month', 60, 12)).toEqual(['Previous', 'month']);
    expect(wrapText('Total', 60, 12)).toEqual(['Total']);
  });
});

const renderChart = (ui: React.ReactElement) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
      {ui}
    </AdminContext>,
  );

describe('BarChart', () => {
  it('is an image named by its title and described by every value, with its legend, bars and a tooltip by keyboard', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    renderChart(
      <BarChart
        title="Transactions"
        height={260}
        categories={['This month', 'Last month', 'This year']}
        series={[
          { label: 'Approved', data: [12, 0, 130], color: '#2e7d32' },
          { label: 'Denied', data: [1, 2, 3], color: '#d32f2f', format: (v) => `${v} denied` },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Transactions' });
    expect(chart).toHaveAccessibleDescription('This month: Approved 12, Denied 1 denied; Last month: Approved 0, Denied 2 denied; This year: Approved 130, Denied 3 denied');
    expect(screen.getByRole('list')).toHaveTextContent('ApprovedDenied');
    // A zero has no bar.
    expect(chart.querySelectorAll('rect')).toHaveLength(5);
    expect(screen.getByText('This year')).toBeInTheDocument();

    fireEvent.focus(chart);
    fireEvent.keyDown(chart, { key: 'End' });
    // The tooltip shows the chosen category's values (hidden from screen readers, which have the description).
    const tooltip = screen.getByText('130').closest('.MuiPaper-root') as HTMLElement;
    expect(within(tooltip).getByText('3 denied')).toBeInTheDocument();
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(screen.getByText('2 denied')).toBeInTheDocument();
    fireEvent.keyDown(chart, { key: 'Escape' });
    expect(screen.queryByText('2 denied')).toBeNull();
  });

  it('stacks series and lays bars out horizontally, cutting long names', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    renderChart(<BarChart title="By account" height={140} layout="horizontal" stacked axisWidth={80} categories={['Acme Trading GmbH EUR Business Account', 'B']} series={[{ label: 'In', data: [5, 5] }, { label: 'Out', data: [5, 0] }]} legend="bottom" />);
    const chart = screen.getByRole('img', { name: 'By account' });
    const rects = [...chart.querySelectorAll('rect')];
    expect(rects).toHaveLength(3);
    // The second series of the first account starts where the first ends.
    const [first, second] = rects.map((r) => ({ x: Number(r.getAttribute('x')), width: Number(r.getAttribute('width')) }));
    expect(second?.x).toBeCloseTo((first?.x ?? 0) + (first?.width ?? 0));
    expect(chart).toHaveTextContent('Acme Tra…');
    expect(chart.querySelector('title')).toHaveTextContent('Acme Trading GmbH EUR Business Account');
  });
});
