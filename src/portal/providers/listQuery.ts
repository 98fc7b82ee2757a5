import type { GetListParams } from 'react-admin';
import type { QueryValue } from './httpClient';

/** react-admin's list parameters as the API reads them: page/per_page, sort/order, filters as query keys. */
export const listQuery = ({ pagination, sort, filter }: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>): Record<string, QueryValue> => {
  const query: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries<unknown>(filter ?? {})) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') query[key] = value;
    else if (Array.isArray(value)) query[key] = value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
  }
  if (pagination) {
    query.page = pagination.page;
    query.per_page = pagination.perPage;
  }
  if (sort?.field) {
    query.sort = sort.field;
    query.order = sort.order.toLowerCase();
  }
  return query;
};
