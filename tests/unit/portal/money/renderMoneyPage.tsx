import type { ReactElement } from 'react';
import type { DataProvider } from 'react-admin';
import type { RoleSlug } from '../../../../src/contract/enums';
import { writeSession } from '../../../../src/portal/providers/authStorage';
import type { RealtimeSource } from '../../../../src/portal/realtime/RealtimeContext';
import { renderRoutes } from '../renderRoutes';
import { makeToken, makeUser } from '../shell/fixtures';

/** Signs in a demo user of the role (stored session, as the portal keeps it). */
export const signInAs = (role: RoleSlug): void => writeSession(makeToken(), makeUser(role));

/** Renders a money page at `url` for the route `path`, over a test data provider. */
export const renderMoneyPage = (url: string, path: string, element: ReactElement, dataProvider: object, { realtime, locale }: { realtime?: RealtimeSource; locale?: string } = {}) =>
  renderRoutes(url, { [path]: element }, { dataProvider: dataProvider as DataProvider, ...(realtime ? { realtime } : {}), ...(locale ? { locale } : {}) });
