import { canAccess } from '../providers/canAccess';
import { useAccessContext } from '../providers/useAccessContext';
import type { WhiteLabelScope } from './whiteLabelApi';

/** The company's white label is read-only for whoever may view it but not edit it (manager-reader). */
export const useWhiteLabelReadOnly = (scope: WhiteLabelScope): boolean => {
  const access = useAccessContext();
  return scope === 'manager' && !canAccess(access, 'white-label', 'edit');
};
