import { useNotify, useRedirect } from 'react-admin';
import type { Product } from '../../contract/entities';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { productBody, ProductForm, type ProductValues, useFiatAccounts } from './ProductForm';
import { PRODUCTS_PATH, productPath } from './productPaths';

/** /manager/products/create (manager role): react-admin's <Create> of products; then the product's page (image upload). */
export const ProductCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const accounts = useFiatAccounts();
  useDocumentTitle('app.products.create');
  return (
    <PageFrame titleKey="app.products.create">
      <RecordPage.Create<Product>
        resource="products"
        transform={(v: ProductValues) => productBody(v, accounts)}
        mutationOptions={{
          onSuccess: (created) => {
            notify('app.products.created', { type: 'success', messageArgs: { name: created.name } });
            redirect(productPath(created.id));
          },
        }}
      >
        <ProductForm readOnly={false} accounts={accounts} defaultValues={{ is_active: true, crypto_currencies: ['BTC', 'USDT'], to_account_id: accounts[0]?.id }} />
      </RecordPage.Create>
    </PageFrame>
  );
};
