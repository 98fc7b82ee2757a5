/** The products pages (manager area; project decision, docs/products.md) and the public purchase link. */
export const PRODUCTS_PATH = '/manager/products';
export const productPath = (id: number | string) => `${PRODUCTS_PATH}/${id}`;
export const purchasePath = (hash: string) => `/purchase/${hash}`;
