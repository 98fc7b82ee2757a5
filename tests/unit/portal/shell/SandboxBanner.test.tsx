import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageSandboxes, SandboxBanner } from '../../../../src/portal/frame/SandboxBanner';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

/** Issue 38: on an installation run on sandboxes on purpose (KONTOR_SANDBOX=1) every page says so; the server names them in index.html. */
const named = (content: string | null) => {
  document.head.querySelectorAll('meta[name="kontor-sandbox"]').forEach((m) => m.remove());
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'kontor-sandbox';
  meta.content = content;
  document.head.append(meta);
};

afterEach(() => {
  named(null);
  cleanUpPages();
});

describe('the sandbox banner', () => {
  it('names the simulated outside parties in the person’s language, as a labelled region', async () => {
    named('exchange_rates payment_network kyc');
    renderRoutes('/login', { '/login': <SandboxBanner /> });
    const banner = await screen.findByRole('complementary', { name: 'Sandbox' });
    expect(banner).toHaveTextContent('This installation runs on simulated outside parties (exchange rates, payment network, and identity checks). Nothing here moves real money or checks real people.');
  });

  it('in German', async () => {
    named('psp remote_portals');
    renderRoutes('/login', { '/login': <SandboxBanner /> }, { locale: 'de' });
    expect(await screen.findByTestId('sandbox-banner')).toHaveTextContent('Diese Installation arbeitet mit simulierten externen Diensten (Zahlungsdienstleister und externe Portale).');
  });

  it('shows nothing where the server names no sandbox (a production installation)', () => {
    renderRoutes('/login', { '/login': <SandboxBanner /> });
    expect(screen.queryByTestId('sandbox-banner')).toBeNull();
  });

  it('reads only sandbox names from the page', () => {
    named('kyc <script> psp');
    expect(pageSandboxes()).toEqual(['kyc', 'psp']);
  });
});
