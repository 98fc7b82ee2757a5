import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routeByName } from '../../../../src/portal/routes/routeTable';
import { RouteGuard } from '../../../../src/portal/layout/RouteGuard';
import type { RouteDef } from '../../../../src/portal/routes/types';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { writeSession } from '../../../../src/portal/providers/authStorage';
import { makeToken, makeUser } from './fixtures';

// The route as the table has it (its rules and redirect), with a stand-in for the form page.
const route = routeByName('manager.payments.withdrawal') as RouteDef;
const FormPage = () => <p>The withdrawal form</p>;

const open = (url: string) =>
  renderRoutes(url, {
    '/manager/payments/withdrawal/:action': <RouteGuard route={route} page={FormPage} />,
    '/manager/portal-services/:portal_service': <p>The portal service page</p>,
  });

afterEach(cleanUpPages);

/** Document 1 section 2.4 through the guard the portal renders, with the address's own query string. */
describe('the create-withdrawal redirect of the first theme with portals (the demo\'s Acme manager)', () => {
  it('opens the PSP deposit form for a PSP payment link (fx) instead of the portal service page', async () => {
    signInAs('manager');
    open('/manager/payments/withdrawal/create?fx=FXP-00000007');
    expect(await screen.findByText('The withdrawal form')).toBeInTheDocument();
    expect(screen.queryByText('The portal service page')).toBeNull();
  });

  it('opens the form for a portal service payment (rp), and sends a plain create to the first portal service the company signed up at', async () => {
    writeSession(makeToken(), makeUser('manager', { portal_services: { free_market: { is_attached: true, is_allowed: true, is_signed_up: true } } }));
    open('/manager/payments/withdrawal/create?rp=free_market&rp_acct=FM-EUR-1&rp_cur=EUR');
    expect(await screen.findByText('The withdrawal form')).toBeInTheDocument();
    cleanUpPages();
    writeSession(makeToken(), makeUser('manager', { portal_services: { free_market: { is_attached: true, is_allowed: true, is_signed_up: true } } }));
    open('/manager/payments/withdrawal/create');
    expect(await screen.findByText('The portal service page')).toBeInTheDocument();
  });

  it('keeps the IBAN form when the company has not signed up at its first portal service (issue 43)', async () => {
    signInAs('manager');
    open('/manager/payments/withdrawal/create');
    expect(await screen.findByText('The withdrawal form')).toBeInTheDocument();
    expect(screen.queryByText('The portal service page')).toBeNull();
  });
});
