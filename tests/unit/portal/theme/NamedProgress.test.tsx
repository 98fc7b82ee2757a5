import '@testing-library/jest-dom/vitest';
import { CircularProgress, LinearProgress } from '@mui/material';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useSetLocale } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';
import { NamedProgress } from '../../../../src/portal/theme/NamedProgress';

const German = () => {
  const setLocale = useSetLocale();
  return <button type="button" onClick={() => setLocale('de')}>de</button>;
};

const Harness = () => (
  <AdminContext i18nProvider={i18nProvider}>
    <NamedProgress>
      <LinearProgress />
      <CircularProgress />
      <LinearProgress variant="determinate" value={40} aria-label="Import progress" />
      <German />
    </NamedProgress>
  </AdminContext>
);

afterEach(cleanup);

describe('NamedProgress', () => {
  it('names every unnamed progress bar and spinner "Loading", and keeps a name given', async () => {
    render(<Harness />);
    expect(await screen.findAllByRole('progressbar', { name: 'Loading' })).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar')).toHaveLength(3);
  });

  it('names them in the language the user chooses', async () => {
    render(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'de' }));
    expect(await screen.findAllByRole('progressbar', { name: 'Wird geladen' })).toHaveLength(2);
  });
});
