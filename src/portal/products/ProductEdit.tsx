import { Typography } from '@mui/material';
import { useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Product } from '../../contract/entities';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { useAccessContext } from '../providers/useAccessContext';
import { productBody, ProductForm, type ProductValues, useFiatAccounts } from './ProductForm';
import { ProductImage } from './ProductImage';
import { PRODUCTS_PATH, purchasePath } from './productPaths';

const PurchaseLink = () => {
  const record = useRecordContext<Product>();
  const translate = useTranslate();
  if (!record) return null;
  const url = `${window.location.origin}${purchasePath(record.hash)}`;
  return (
    <Typography variant="body2" sx={{ mb: 2, wordBreak: 'break-all' }}>
      {translate('app.products.copy_link', { url: '' })}
      <a href={purchasePath(record.hash)} target="_blank" rel="noopener">{url}</a>
    </Typography>
  );
};

/**
 * /manager/products/{id}: react-admin's <Edit mutationMode="pessimistic"> of products for the manager
 * (with the image upload and the purchase link), a read-only <Show> of the same form for manager-reader.
 */
export const ProductEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const accounts = useFiatAccounts();
  const readOnly = useAccessContext().role !== 'manager';
  const id = Number(useParams().id);
  useDocumentTitle('app.products.edit_title');
  const save = {
    transform: (v: ProductValues) => productBody(v, accounts),
    mutationOptions: {
      onSuccess: (saved: Product) => {
        notify('app.products.updated', { type: 'success', messageArgs: { name: saved.name } });
        redirect(PRODUCTS_PATH);
      },
    },
  };
  const page = { resource: 'products', id, notFoundKey: 'app.products.not_found', emptyWhileLoading: true } as const;
  const body = (
    <>
      <PurchaseLink />
      <ProductImage readOnly={readOnly} />
      <ProductForm readOnly={readOnly} accounts={accounts} />
    </>
  );
  return (
    <PageFrame titleKey="app.products.edit_title">
      {readOnly ? <RecordPage.Show {...page}>{body}</RecordPage.Show> : <RecordPage.Edit<Product> {...page} {...save}>{body}</RecordPage.Edit>}
    </PageFrame>
  );
};
