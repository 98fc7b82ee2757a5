import type { FastifyRequest } from 'fastify';
import type { PaginationMeta } from '../../contract/http';

/** Laravel-style pagination meta: path is the request path without its query. */
export const paginationMeta = (req: FastifyRequest, page: number, perPage: number, total: number): PaginationMeta => {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? null : Math.min(total, (page - 1) * perPage + 1);
  const to = total === 0 || from === null || (page - 1) * perPage >= total ? null : Math.min(total, page * perPage);
  return { current_page: page, last_page: lastPage, per_page: perPage, path: req.url.split('?')[0] ?? req.url, from: to === null ? null : from, to, total };
};

export const offsetOf = (page: number, perPage: number): number => (page - 1) * perPage;

/** One page of a list service (its rows and the count of every match) as the answer `{data, meta}`. */
export const paged = <T>(req: FastifyRequest, q: { page: number; per_page: number }, page: { data: T[]; total: number }): { data: T[]; meta: PaginationMeta } => ({
  data: page.data,
  meta: paginationMeta(req, q.page, q.per_page, page.total),
});
