import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../../src/contract/entities';
import { ProductList } from '../../../../src/portal/products/ProductList';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

const product = (id: number, over: Partial<Product> = {}): Product => ({
  id, hash: `${String(id).padStart(2, '0')}${'a'.repeat(30)}`, name: `Product ${id}`, description: null, amount: `${id}0.00`, currency: 'EUR', to_account_id: 7,
  crypto_currencies: ['BTC', 'USDT'], image_url: null, is_active: id !== 2, created_at: '2026-07-01T10:00:00.000Z', ...over,
});

afterEach(cleanUpPages);

describe('ProductList (products resource)', () => {
  it('lists the products with price, currencies, status and purchase link, asking the server newest first', async () => {
    signInAs('manager');
    const calls: unknown[] = [];
    const dataProvider = testDataProvider({
      getList: (async (resource: string, params: unknown) => {
        calls.push({ resource, params });
        return { data: [product(3), product(2)], total: 2 };
      }) as never,
    });
    renderRoutes('/manager/products', { '/manager/products': <ProductList /> }, { dataProvider });
    await waitFor(() => expect(screen.getByText('Product 3')).toBeInTheDocument());
    expect(calls[0]).toMatchObject({ resource: 'products', params: { sort: { field: 'id', order: 'DESC' } } });
    expect(screen.getByText('30.00 EUR')).toBeInTheDocument();
    expect(screen.getByText('Not on sale')).toBeInTheDocument();
    expect(screen.getAllByText('BTC, USDT')).toHaveLength(2);
    const links = screen.getAllByRole('link', { name: 'Open purchase link' });
    expect(links[0]).toHaveAttribute('href', `/purchase/03${'a'.repeat(30)}`);
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/manager/products/create');
  });

  it('hides creation from the manager-reader and says when there are no products', async () => {
    signInAs('manager-reader');
    renderRoutes('/manager/products', { '/manager/products': <ProductList /> }, { dataProvider: testDataProvider({ getList: (async () => ({ data: [], total: 0 })) as never }) });
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No products yet.');
    expect(screen.queryByRole('link', { name: 'New product' })).toBeNull();
  });
});
