import { useGetOne } from 'react-admin';
import { PROFILE_ID, PROFILE_RESOURCE, type ProfileRecord } from '../providers/profileRecord';

/** The signed-in user's profile; shares its cache with the personal data form. */
export const useProfile = () => useGetOne<ProfileRecord>(PROFILE_RESOURCE, { id: PROFILE_ID });
