import { canAccess } from '../providers/canAccess';
import { useAccessContext } from '../providers/useAccessContext';

/** Opening, replying to, closing and reopening tickets: the manager role (manager-reader only reads). */
export const useCanWriteTickets = (): boolean => canAccess(useAccessContext(), 'tickets', 'create');
