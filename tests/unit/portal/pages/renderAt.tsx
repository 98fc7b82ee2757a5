import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { AdminContext, memoryStore, Notification, TestMemoryRouter } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { authProvider } from '../../../../src/portal/providers/authProvider';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';

const Elsewhere = () => <p data-testid="location">{useLocation().pathname}</p>;

/**
 * Renders `element` as the page of `path`, opened at `url`, in StrictMode like the portal (effects
 * run twice). Any other path shows where the page navigated to.
 */
export const renderAt = (url: string, path: string, element: ReactElement) =>
  render(
    <StrictMode>
      <TestMemoryRouter initialEntries={[url]}>
        <AdminContext i18nProvider={i18nProvider} authProvider={authProvider} dataProvider={dataProvider} store={memoryStore()}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
          <Notification />
        </AdminContext>
      </TestMemoryRouter>
    </StrictMode>,
  );
