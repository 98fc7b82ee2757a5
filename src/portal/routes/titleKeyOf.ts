import type { RouteDef, RouteParams } from './types';

/** The i18n key of a route's title for its parameters. */
export const titleKeyOf = (route: Pick<RouteDef, 'titleKey' | 'titleFor'>, params: RouteParams): string => route.titleFor?.(params) ?? route.titleKey;
