import { useContext } from 'react';
import { CurrentRouteContext, type CurrentRoute } from './CurrentRouteContext';

/** The route the page is shown for (null outside the route table, e.g. in tests of a lone page). */
export const useCurrentRoute = (): CurrentRoute | null => useContext(CurrentRouteContext);
