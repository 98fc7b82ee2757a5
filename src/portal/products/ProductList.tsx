import AddIcon from '@mui/icons-material/Add';
import { Button, Chip } from '@mui/material';
import { DataTable, SearchInput, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Product } from '../../contract/entities';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { ResourceList } from '../lists/ResourceList';
import { useAccessContext } from '../providers/useAccessContext';
import { PRODUCTS_PATH, productPath, purchasePath } from './productPaths';

const priceOf = (p: Product): string => `${p.amount} ${p.currency}`;

/**
 * /manager/products: the products resource (react-admin <List> + <DataTable>, <SimpleList> on phones).
 * Search and paging on the server; manager-reader reads, the manager creates and edits.
 */
export const ProductList = () => {
  const translate = useTranslate();
  const canWrite = useAccessContext().role === 'manager';
  useDocumentTitle('app.products.title');
  const label = (field: string) => translate(`resources.products.fields.${field}`);
  const status = (p: Product) => <Chip size="small" color={p.is_active ? 'success' : 'default'} label={translate(p.is_active ? 'app.products.active' : 'app.products.inactive')} />;
  return (
    <PageFrame titleKey="app.products.title">
      <ResourceList<Product>
        resource="products"
        storeKey="products"
        label={translate('app.products.title')}
        sort={{ field: 'id', order: 'DESC' }}
        filters={[<SearchInput key="search" source="search" alwaysOn placeholder={translate('app.products.search')} />]}
        rowLink={(p) => productPath(p.id)}
        emptyKey="app.products.empty"
        exportAs={{
          fileName: 'products',
          columns: () => [
            { header: label('name'), value: (p) => p.name },
            { header: label('amount'), value: (p) => p.amount },
            { header: label('currency'), value: (p) => p.currency },
            { header: label('hash'), value: (p) => `${window.location.origin}${purchasePath(p.hash)}` },
          ],
        }}
        mobile={{ primaryText: (p) => p.name, secondaryText: priceOf, tertiaryText: (p) => translate(p.is_active ? 'app.products.active' : 'app.products.inactive') }}
        actions={
          canWrite ? (
            <Button variant="contained" size="small" startIcon={<AddIcon />} component={Link} to={`${PRODUCTS_PATH}/create`}>
              {translate('app.products.create')}
            </Button>
          ) : null
        }
      >
        <DataTable.Col source="name" label={label('name')} />
        <DataTable.Col<Product> source="amount" label={label('amount')} render={priceOf} />
        <DataTable.Col<Product> source="crypto_currencies" label={label('crypto_currencies')} disableSort render={(p) => p.crypto_currencies.join(', ')} />
        <DataTable.Col<Product> source="is_active" label={label('is_active')} disableSort render={status} />
        <DataTable.Col<Product>
          source="hash"
          label={label('hash')}
          disableSort
          render={(p) => (
            <Link to={purchasePath(p.hash)} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()}>
              {translate('app.products.link')}
            </Link>
          )}
        />
      </ResourceList>
    </PageFrame>
  );
};
