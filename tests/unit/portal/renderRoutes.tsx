import type { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { memoryStore, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { dataProvider as portalDataProvider } from '../../../src/portal/providers/dataProvider';
import { i18nProvider } from '../../../src/portal/providers/i18nProvider';
import { PortalAdminContext } from '../../../src/portal/providers/PortalAdminContext';
import { RealtimeContext, type RealtimeSource } from '../../../src/portal/realtime/RealtimeContext';
import { fakeRealtime } from './fakeRealtime';

type RenderRoutesOptions = {
  /** Default: the portal's data provider (over a mocked fetch, see fetchMock). */
  dataProvider?: DataProvider;
  /** Default: react-admin's own query client. */
  queryClient?: QueryClient;
  /** Default: a realtime source of this render alone that sends nothing (see fakeRealtime). */
  realtime?: RealtimeSource;
  /** Default: English (the i18n provider is one for all tests: a test in German must not leave it German). */
  locale?: string;
};

/**
 * Renders portal pages by route (path → element), opened at `url`, in react-admin with the
 * portal's i18n, a data provider and a fresh memory store (the app's PortalAdminContext).
 */
export const renderRoutes = (url: string, routes: Record<string, ReactElement>, { dataProvider = portalDataProvider as DataProvider, queryClient, realtime = fakeRealtime(), locale }: RenderRoutesOptions = {}) =>
  render(
    <RealtimeContext.Provider value={realtime}>
      <TestMemoryRouter initialEntries={[url]}>
        <PortalAdminContext i18nProvider={i18nProvider} dataProvider={dataProvider} store={memoryStore({ locale: locale ?? 'en' })} {...(queryClient ? { queryClient } : {})}>
          <Routes>
            {Object.entries(routes).map(([path, element]) => <Route key={path} path={path} element={element} />)}
          </Routes>
        </PortalAdminContext>
      </TestMemoryRouter>
    </RealtimeContext.Provider>,
  );

/** After each page test: unmounts, forgets the stored session and preferences, and gives fetch back. */
export const cleanUpPages = () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
};
