import type { UserRow } from '../../context';
import { forbidden } from '../../domain/errors';
import { isAdminRole } from './resource';

/**
 * Who may change whom: an administrator account (admin or super-admin) is changed only by a
 * super-admin or by its owner; customers by any administrator.
 */
export const assertMayManage = (actor: UserRow, target: UserRow): void => {
  if (actor.id === target.id) return;
  if (isAdminRole(target.role) && actor.role !== 'super-admin') throw forbidden('Only a super-admin can change administrator accounts.');
};

/** Disabling, deleting and changing the role never apply to the acting administrator. */
export const assertNotSelf = (actor: UserRow, target: UserRow, message: string): void => {
  if (actor.id === target.id) throw forbidden(message);
};
