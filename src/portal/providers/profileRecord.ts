import type { Identifier } from 'react-admin';
import type { User } from '../../contract/entities';

/** The signed-in user's own profile (GET/PUT profile): one record under a fixed id, whoever the user is. */
export const PROFILE_RESOURCE = 'profile';
export const PROFILE_ID = 'me';

/** What GET profile answers, under the fixed id. */
export type ProfileRecord = Pick<User, 'first_name' | 'last_name' | 'email' | 'avatar' | 'two_factor_auth'> & { id: Identifier; phone: string | null };
