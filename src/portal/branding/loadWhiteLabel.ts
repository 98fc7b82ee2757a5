import { callRoutes } from '../../contract/callRoutes';
import { API_BASE } from '../../contract/http';
import { isRecord } from '../providers/storage';
import { isFresh, readCachedWhiteLabel, writeCachedWhiteLabel } from './whiteLabelCache';
import { parseWhiteLabel, type WhiteLabelRecord } from './whiteLabelRecord';

/** A branding call that does not answer in time must not keep the portal blank. */
const FETCH_TIMEOUT_MS = 5000;

/** The public white-label call, without the session: every visitor of the deployment gets the same branding. */
export const fetchWhiteLabel = async (): Promise<unknown> => {
  const response = await fetch(`${API_BASE}/${callRoutes['whiteLabel.public'][1]}`, {
    headers: { Accept: 'application/json' },
    credentials: 'omit',
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The white label answered ${response.status}`);
  const body: unknown = await response.json();
  return isRecord(body) ? body.data : undefined;
};

export type LoadWhiteLabelOptions = {
  fetcher?: () => Promise<unknown>;
  now?: () => number;
  /** Ask the server even when the cached copy is fresh (after an admin changed the branding). */
  force?: boolean;
};

let inFlight: Promise<WhiteLabelRecord | null> | null = null;

/**
 * The deployment's white label: the local copy while it is fresh, otherwise the call (whose answer is
 * cached). When the call fails the last copy serves, however old; without one, null: the default brand.
 */
export const loadWhiteLabel = (options: LoadWhiteLabelOptions = {}): Promise<WhiteLabelRecord | null> => {
  const now = options.now ?? Date.now;
  const cached = readCachedWhiteLabel();
  if (cached && !options.force && isFresh(cached, now())) return Promise.resolve(cached.record);
  inFlight ??= (async () => {
    try {
      const record = parseWhiteLabel(await (options.fetcher ?? fetchWhiteLabel)());
      if (!record) throw new Error('The white label answer has no name');
      writeCachedWhiteLabel(record, now());
      return record;
    } catch {
      return cached?.record ?? null;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
};
