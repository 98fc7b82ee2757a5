import { lazyPage } from '../frame/lazyPage';

/** The admin timeline pages, each loaded on first visit; the admin route table points at them. */
export const timelinePages = {
  entities: lazyPage(() => import('./TimelineEntitiesPage'), 'TimelineEntitiesPage'),
  entity: lazyPage(() => import('./TimelineEntityPage'), 'TimelineEntityPage'),
};
