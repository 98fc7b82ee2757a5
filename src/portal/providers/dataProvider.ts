import type { DataProvider } from 'react-admin';
import { ApiError } from './ApiError';

const notImplemented = (method: string) => (resource: string) => {
  // The reader sees a translated notice; the console tells the developer which call is missing.
  console.error(`dataProvider.${method}("${resource}") is not implemented yet`);
  return Promise.reject(new ApiError({ status: 501, message: 'app.error.not_implemented' }));
};

/** Resources arrive with later issues; until then every standard method rejects with a clear error. */
export const dataProvider: DataProvider = {
  getList: notImplemented('getList'),
  getOne: notImplemented('getOne'),
  getMany: notImplemented('getMany'),
  getManyReference: notImplemented('getManyReference'),
  create: notImplemented('create'),
  update: notImplemented('update'),
  updateMany: notImplemented('updateMany'),
  delete: notImplemented('delete'),
  deleteMany: notImplemented('deleteMany'),
};

export type KontorDataProvider = typeof dataProvider;
