import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRedirect } from 'react-admin';
import type { CallBody } from '../../contract/calls';
import { useKontorSubmit } from '../errors/useKontorSubmit';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { productBody, ProductForm, type ProductValues, useFiatAccounts } from './ProductForm';
import { PRODUCTS_PATH, productPath } from './productPaths';

/** /manager/products/create (manager role): react-admin's <Create> of products; then the product's page (image upload). */
export const ProductCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const accounts = useFiatAccounts();
  useDocumentTitle('app.products.create');
  const submit = useKontorSubmit('manager.products.create', (v: ProductValues) => productBody(v, accounts) as CallBody<'manager.products.create'>, {
    onSuccess: (result, v) => {
      notify('app.products.created', { type: 'success', messageArgs: { name: v.name ?? '' } });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      redirect(productPath(result.id));
    },
  });
  return (
    <PageFrame titleKey="app.products.create">
      <RecordPage.Create resource="products" redirect={PRODUCTS_PATH}>
        <ProductForm submit={submit} readOnly={false} accounts={accounts} defaultValues={{ is_active: true, crypto_currencies: ['BTC', 'USDT'], to_account_id: accounts[0]?.id }} />
      </RecordPage.Create>
    </PageFrame>
  );
};
