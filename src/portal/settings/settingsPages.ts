import { lazyPage } from '../frame/lazyPage';

/** The admin settings page, loaded on first visit; the route table points at it. */
export const settingsPages = {
  edit: lazyPage(() => import('./SettingsEdit'), 'SettingsEdit'),
};
