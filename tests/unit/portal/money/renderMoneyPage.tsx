import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { RoleSlug } from '../../../../src/contract/enums';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';
import { writeSession } from '../../../../src/portal/providers/authStorage';
import { makeToken, makeUser } from '../shell/fixtures';

/** Signs in a demo user of the role (stored session, as the portal keeps it). */
export const signInAs = (role: RoleSlug): void => writeSession(makeToken(), makeUser(role));

/** Renders a money page at `url` for the route `path`, over a test data provider. */
export const renderMoneyPage = (url: string, path: string, element: ReactElement, dataProvider: object) =>
  render(
    <TestMemoryRouter initialEntries={[url]}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider as DataProvider} store={memoryStore()}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
