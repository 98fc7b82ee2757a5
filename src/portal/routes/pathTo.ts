import { generatePath } from 'react-router-dom';
import type { RouteDef, RouteParams } from './types';

/** The path of a route with its parameters (its default parameters fill the missing ones). */
export const pathTo = (route: Pick<RouteDef, 'path' | 'defaultParams'>, params: RouteParams = {}): string => {
  const values: Record<string, string> = { ...route.defaultParams };
  for (const [key, value] of Object.entries(params)) if (value !== undefined) values[key] = value;
  return generatePath(route.path, values);
};
