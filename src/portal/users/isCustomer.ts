import type { User } from '../../contract/entities';

/** Customers (manager, manager-reader) are the users an admin may act as. */
export const isCustomer = (u: Pick<User, 'roles'>): boolean => u.roles.some((r) => r.slug === 'manager' || r.slug === 'manager-reader');
