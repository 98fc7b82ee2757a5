import type { ParamRule, RouteDef, RouteParams } from './types';

/** Ids fit the database's integer ids (the server refuses larger ones too). */
const MAX_ID = 2_147_483_647;

const passes = (rule: ParamRule, value: string): boolean => {
  if (rule === 'any') return true;
  if (rule === 'numeric') return /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= MAX_ID;
  if (rule === 'slug') return /^[A-Za-z0-9_-]{1,128}$/.test(value);
  return rule.includes(value);
};

/** Document 1 section 5 "Route params": a missing optional parameter passes, a present one must follow its rule. */
export const validParams = (route: Pick<RouteDef, 'params'>, params: RouteParams): boolean =>
  Object.entries(route.params ?? {}).every(([name, rule]) => {
    const value = params[name];
    return value === undefined || passes(rule, value);
  });
