import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_LIFETIMES } from '../../../../src/contract/constants';
import { resolveBranding } from '../../../../src/portal/branding/Branding';
import { loadWhiteLabel } from '../../../../src/portal/branding/loadWhiteLabel';
import { WHITE_LABEL_STORAGE_KEY } from '../../../../src/portal/branding/whiteLabelCache';
import type { WhiteLabelRecord } from '../../../../src/portal/branding/whiteLabelRecord';

const NOW = Date.parse('2026-06-15T10:00:00Z');

const answer = (overrides: Partial<WhiteLabelRecord> = {}): WhiteLabelRecord => ({
  name: 'Harbor Bank',
  theme: 'harbor',
  primary_color: '#0b6e99',
  secondary_color: '#e07a5f',
  background_url: null,
  favicon_url: null,
  logo_url: null,
  dark_logo_url: null,
  support_email: 'care@harbor.test',
  cache_set_at: '2026-06-15T09:00:00.000Z',
  ...overrides,
});

const cache = (record: WhiteLabelRecord, savedAt: number) => localStorage.setItem(WHITE_LABEL_STORAGE_KEY, JSON.stringify({ saved_at: savedAt, data: record }));
const cached = () => JSON.parse(localStorage.getItem(WHITE_LABEL_STORAGE_KEY) ?? 'null');

beforeEach(() => localStorage.clear());

describe('loadWhiteLabel', () => {
  it('asks the server when nothing is cached, and caches the answer with its time', async () => {
    const fetcher = vi.fn(async () => answer());
    expect(await loadWhiteLabel({ fetcher, now: () => NOW })).toEqual(answer());
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cached()).toEqual({ saved_at: NOW, data: answer() });
  });

  it('uses a copy younger than five minutes without a call', async () => {
    cache(answer({ name: 'Cached Bank' }), NOW - CACHE_LIFETIMES.whiteLabel + 1000);
    const fetcher = vi.fn(async () => answer());
    expect((await loadWhiteLabel({ fetcher, now: () => NOW }))?.name).toBe('Cached Bank');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('asks again once the copy is five minutes old, when forced, or when the copy is from the future', async () => {
    for (const [savedAt, force] of [[NOW - CACHE_LIFETIMES.whiteLabel, false], [NOW, true], [NOW + 60_000, false]] as const) {
      cache(answer({ name: 'Old Bank' }), savedAt);
      const fetcher = vi.fn(async () => answer({ name: 'New Bank' }));
      expect((await loadWhiteLabel({ fetcher, now: () => NOW, force }))?.name).toBe('New Bank');
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(cached().data.name).toBe('New Bank');
    }
  });

  it('falls back to the default brand when the call fails and nothing is cached', async () => {
    const record = await loadWhiteLabel({ fetcher: async () => Promise.reject(new Error('offline')), now: () => NOW });
    expect(record).toBeNull();
    expect(resolveBranding(record)).toMatchObject({
      name: 'Kontor', theme: 'kontor', lightLogo: '/brands/kontor/logo.svg', darkLogo: '/brands/kontor/logo-dark.svg', favicon: '/brands/kontor/favicon.svg', primaryColor: null,
    });
    expect(cached()).toBeNull();
  });

  it('keeps an old copy when the call fails or answers something that is not a white label', async () => {
    cache(answer({ name: 'Old Bank' }), NOW - 3_600_000);
    expect((await loadWhiteLabel({ fetcher: async () => Promise.reject(new Error('500')), now: () => NOW }))?.name).toBe('Old Bank');
    expect((await loadWhiteLabel({ fetcher: async () => ({ message: 'Server Error' }), now: () => NOW }))?.name).toBe('Old Bank');
  });

  it('reads an unknown theme as the default brand and drops image addresses that are not http(s) or this origin', async () => {
    const record = await loadWhiteLabel({
      fetcher: async () => ({ ...answer(), theme: 'neon', logo_url: 'javascript:alert(1)', dark_logo_url: '//evil.test/x.svg', favicon_url: '/uploads/fav.png', background_url: 'https://cdn.bank.test/bg.jpg' }),
      now: () => NOW,
    });
    expect(record).toMatchObject({ theme: 'kontor', logo_url: null, dark_logo_url: null, favicon_url: '/uploads/fav.png', background_url: 'https://cdn.bank.test/bg.jpg' });
  });

  it('makes one call for loads that overlap', async () => {
    let release: (value: WhiteLabelRecord) => void = () => undefined;
    const fetcher = vi.fn(() => new Promise<WhiteLabelRecord>((resolve) => (release = resolve)));
    const first = loadWhiteLabel({ fetcher, now: () => NOW });
    const second = loadWhiteLabel({ fetcher, now: () => NOW });
    release(answer());
    expect(await first).toEqual(answer());
    expect(await second).toEqual(answer());
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('resolveBranding', () => {
  it("takes the white label's logos and favicon over the brand's, the light logo standing in for a missing dark one", () => {
    const branding = resolveBranding(answer({ logo_url: 'https://cdn.bank.test/logo.svg', favicon_url: '/uploads/fav.png' }));
    expect(branding).toMatchObject({
      name: 'Harbor Bank', theme: 'harbor', lightLogo: 'https://cdn.bank.test/logo.svg', darkLogo: 'https://cdn.bank.test/logo.svg', favicon: '/uploads/fav.png',
      supportEmail: 'care@harbor.test', primaryColor: '#0b6e99',
    });
    expect(resolveBranding(answer()).darkLogo).toBe('/brands/harbor/logo-dark.svg');
  });
});
