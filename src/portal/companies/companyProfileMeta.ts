/**
 * The meta of the profile's getOne: its own cache entry, because react-admin seeds the plain getOne
 * entries with the list's rows, which lack the profile's parts. The page's <Show> and the details
 * <Edit> both ask with it, so they share one entry (one request, the same values after a save).
 */
export const COMPANY_PROFILE_META = { view: 'profile' } as const;
