import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrandingProvider, brandName, useBranding } from '../../../../src/portal/branding';
import { resolveBranding } from '../../../../src/portal/branding/Branding';
import { setBranding } from '../../../../src/portal/branding/brandingStore';
import { applyBrandingToDocument } from '../../../../src/portal/branding/applyBrandingToDocument';
import { WHITE_LABEL_STORAGE_KEY } from '../../../../src/portal/branding/whiteLabelCache';
import type { WhiteLabelRecord } from '../../../../src/portal/branding/whiteLabelRecord';

const meridian: WhiteLabelRecord = {
  name: 'Meridian Private', theme: 'meridian', primary_color: '#7a1f3d', secondary_color: '#9c7a3c', background_url: null, favicon_url: null,
  logo_url: null, dark_logo_url: null, support_email: 'desk@meridian.test', cache_set_at: null,
};

const Probe = () => {
  const branding = useBranding();
  return <p>{`${branding.name} ${branding.theme} ${branding.logo} ${branding.supportEmail ?? ''}`}</p>;
};

beforeEach(() => {
  localStorage.clear();
  setBranding(resolveBranding(null));
  document.title = 'Kontor';
  document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';
});

afterEach(cleanup);

describe('BrandingProvider', () => {
  it('waits for the white label when nothing is cached, then brands the document', async () => {
    let release: (record: WhiteLabelRecord | null) => void = () => undefined;
    const load = () => new Promise<WhiteLabelRecord | null>((resolve) => (release = resolve));
    render(
      <BrandingProvider load={load}>
        <Probe />
      </BrandingProvider>,
    );
    expect(screen.queryByText(/Meridian Private/)).toBeNull();
    await act(async () => release(meridian));
    expect(screen.getByText('Meridian Private meridian /brands/meridian/logo.svg desk@meridian.test')).toBeTruthy();
    expect(document.documentElement.dataset.brand).toBe('meridian');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/brands/meridian/favicon.svg');
    expect(document.title).toBe('Meridian Private');
    expect(brandName()).toBe('Meridian Private');
  });

  it('renders at once from a cached copy while the call is still out', () => {
    localStorage.setItem(WHITE_LABEL_STORAGE_KEY, JSON.stringify({ saved_at: 0, data: meridian }));
    setBranding(resolveBranding(meridian));
    render(
      <BrandingProvider load={() => new Promise(() => undefined)}>
        <Probe />
      </BrandingProvider>,
    );
    expect(screen.getByText(/^Meridian Private meridian/)).toBeTruthy();
  });

  it('renders the default brand when there is no white label to be had', async () => {
    await act(async () =>
      render(
        <BrandingProvider load={async () => null}>
          <Probe />
        </BrandingProvider>,
      ),
    );
    expect(screen.getByText('Kontor kontor /brands/kontor/logo.svg')).toBeTruthy();
    expect(document.documentElement.dataset.brand).toBe('kontor');
  });

  it('shows the dark logo in dark mode', async () => {
    await act(async () =>
      render(
        <ThemeProvider theme={createTheme({ palette: { mode: 'dark' } })}>
          <BrandingProvider load={async () => ({ ...meridian, theme: 'assets' })}>
            <Probe />
          </BrandingProvider>
        </ThemeProvider>,
      ),
    );
    expect(screen.getByText(/\/brands\/assets\/logo-dark\.svg/)).toBeTruthy();
  });
});

describe('applyBrandingToDocument', () => {
  it('keeps the page part of the title when the product name changes', () => {
    document.title = 'Kontor | Sign in to your account';
    applyBrandingToDocument(resolveBranding({ ...meridian, favicon_url: '/uploads/fav.png' }), 'Kontor');
    expect(document.title).toBe('Meridian Private | Sign in to your account');
    const icon = document.querySelector('link[rel="icon"]');
    expect(icon?.getAttribute('href')).toBe('/uploads/fav.png');
    expect(icon?.hasAttribute('type')).toBe(false);
    document.title = 'Something else';
    applyBrandingToDocument(resolveBranding(null), 'Meridian Private');
    expect(document.title).toBe('Something else');
    expect(document.documentElement.dataset.brand).toBe('kontor');
  });

  it('adds a favicon link when the page has none', () => {
    document.head.innerHTML = '';
    applyBrandingToDocument(resolveBranding(null), null);
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/brands/kontor/favicon.svg');
  });
});
