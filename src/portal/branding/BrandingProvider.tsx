import { type ReactNode, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { DEFAULT_PRODUCT_NAME, resolveBranding } from './Branding';
import { applyBrandingToDocument } from './applyBrandingToDocument';
import { currentBranding, setBranding, subscribeBranding } from './brandingStore';
import { loadWhiteLabel } from './loadWhiteLabel';
import { readCachedWhiteLabel, WHITE_LABEL_STORAGE_KEY } from './whiteLabelCache';
import type { WhiteLabelRecord } from './whiteLabelRecord';

type BrandingProviderProps = {
  children: ReactNode;
  /** The white label loader (tests give their own). */
  load?: () => Promise<WhiteLabelRecord | null>;
};

/**
 * Loads the deployment's branding and keeps the document in step with it. With a cached copy the
 * portal renders at once (an old copy is refreshed behind it); without one, the first render waits for
 * the call, so that nobody sees another brand flash by.
 */
export const BrandingProvider = ({ children, load = loadWhiteLabel }: BrandingProviderProps) => {
  const branding = useSyncExternalStore(subscribeBranding, currentBranding);
  const [ready, setReady] = useState(() => readCachedWhiteLabel() !== null);
  const shownName = useRef(DEFAULT_PRODUCT_NAME);

  useEffect(() => {
    let mounted = true;
    void load().then((record) => {
      setBranding(resolveBranding(record));
      if (mounted) setReady(true);
    });
    return () => {
      mounted = false;
    };
  }, [load]);

  // Another tab that refreshed the branding (an admin saving it) brands this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === WHITE_LABEL_STORAGE_KEY) setBranding(resolveBranding(readCachedWhiteLabel()?.record ?? null));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useLayoutEffect(() => {
    applyBrandingToDocument(branding, shownName.current);
    shownName.current = branding.name;
  }, [branding]);

  return ready ? children : null;
};
