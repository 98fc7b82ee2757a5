import '@testing-library/jest-dom/vitest';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DictionaryCurrency } from '../../../../src/contract/entities';
import { useDictionary } from '../../../../src/portal/dictionaries/useDictionary';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch } from '../fetchMock';

const Currencies = ({ label }: { label: string }) => {
  const { data, isLoading } = useDictionary<DictionaryCurrency>('fiat_currencies');
  if (isLoading) return <p>loading</p>;
  return <p>{`${label}: ${(data ?? []).filter((c) => c.is_enabled).map((c) => c.value).join(',')}`}</p>;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useDictionary', () => {
  it('loads a dictionary once for every component of the page and unwraps its list', async () => {
    const calls = mockFetch(() => ({ body: { data: [{ value: 'EUR', is_enabled: true }, { value: 'USD', is_enabled: false }, { value: 'GBP', is_enabled: true }] } }));
    render(
      <AdminContext dataProvider={dataProvider} queryClient={new QueryClient()}>
        <Currencies label="first" />
        <Currencies label="second" />
      </AdminContext>,
    );
    expect(await screen.findByText('first: EUR,GBP')).toBeInTheDocument();
    expect(screen.getByText('second: EUR,GBP')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/v1/dictionaries/fiat_currencies');
  });
});
