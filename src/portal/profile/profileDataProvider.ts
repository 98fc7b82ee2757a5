import type { DataProvider, GetOneParams, Identifier, RaRecord, UpdateParams } from 'react-admin';
import type { User } from '../../contract/entities';
import { dataProvider } from '../providers/dataProvider';
import { fetchData } from '../providers/httpClient';

export const PROFILE_RESOURCE = 'profile';
/** The profile is always the signed-in user's own: one record under a fixed id. */
export const PROFILE_ID = 'me';

/** What GET profile answers, under the fixed id. */
export type ProfileRecord = Pick<User, 'first_name' | 'last_name' | 'email' | 'avatar' | 'two_factor_auth'> & { id: Identifier; phone: string | null };

// react-admin wants the record under the id it asked for; the user's own id plays no part here.
const asProfile = <RecordType extends RaRecord>(record: RecordType): RecordType => ({ ...record, id: PROFILE_ID });

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The application's data provider plus the profile as a resource, so that the profile form is a
 * react-admin edit form (pessimistic saving, 422 messages on the fields). Only the profile page
 * provides it: the profile is a single record of its own, not a list resource of the API.
 */
export const profileDataProvider: DataProvider = {
  ...dataProvider,
  getOne: async <RecordType extends RaRecord>(resource: string, params: GetOneParams<RecordType>) =>
    resource === PROFILE_RESOURCE ? { data: asProfile(await fetchData<RecordType>('profile', { signal: params.signal })) } : dataProvider.getOne<RecordType>(resource, params),
  update: async <RecordType extends RaRecord>(resource: string, params: UpdateParams<RecordType>) => {
    if (resource !== PROFILE_RESOURCE) return dataProvider.update<RecordType>(resource, params);
    const values: Partial<Record<string, unknown>> = params.data;
    // Only what PUT profile takes: the e-mail, avatar and two-factor state change elsewhere.
    const body = { first_name: text(values.first_name), last_name: text(values.last_name), phone: text(values.phone) };
    return { data: asProfile(await fetchData<RecordType>('profile', { method: 'PUT', body, errorContext: 'form' })) };
  },
};
