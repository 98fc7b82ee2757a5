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
