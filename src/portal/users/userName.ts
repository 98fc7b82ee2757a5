import type { User } from '../../contract/entities';

/** "First Last", or the e-mail when both names are empty. */
export const userName = (u: Pick<User, 'first_name' | 'last_name' | 'email'>): string => `${u.first_name} ${u.last_name}`.trim() || u.email;
