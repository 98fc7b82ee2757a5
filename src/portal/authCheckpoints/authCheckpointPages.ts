import { lazyPage } from '../frame/lazyPage';

/** The admin auth checkpoints page, loaded on first visit; the admin route table points at it. */
export const authCheckpointPages = {
  list: lazyPage(() => import('./AuthCheckpointList'), 'AuthCheckpointList'),
};
