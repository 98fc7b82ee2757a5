import { z } from 'zod';
import { defineCalls } from '../http';
import { PORTAL_SERVICE_PROVIDERS } from '../enums';
import { PORTAL_SANDBOX_MODES } from '../portals';
import { amountSchema, blankable, slugSchema, textSchema } from '../schemas';

const serviceParams = z.object({ service: z.enum(PORTAL_SERVICE_PROVIDERS, { error: 'The selected portal service is invalid.' }) });

/**
 * Control of the reference server's built-in remote portal sandbox (not in document 2; see
 * docs/portal-services.md). Stored in the database, so every server instance sees it.
 */
export const adminPortalSandboxCalls = defineCalls({
  'admin.portalSandbox.list': {
    method: 'GET', path: 'a/portal-sandbox', access: 'admin', tag: 'portals',
    summary: 'How the built-in sandbox answers for each portal service provider (ok, down, slow, refusing)',
  },
  'admin.portalSandbox.update': {
    method: 'PUT', path: 'a/portal-sandbox/{service}', access: 'admin', tag: 'portals',
    summary: 'Make the sandbox of one provider answer normally, be down (503 remote-portal-status), slow or refuse requests',
    params: serviceParams,
    body: z.object({
      mode: z.enum(PORTAL_SANDBOX_MODES, { error: 'The selected mode is invalid.' }),
      delay_ms: z.coerce.number().int('The delay must be a whole number of milliseconds.').min(0).max(60_000, 'The delay may not be greater than 60000 ms.').optional(),
      message: blankable(textSchema(200)),
    }),
    write: true,
  },
  'admin.portalSandbox.incoming': {
    method: 'POST', path: 'a/portal-sandbox/{service}/incoming', access: 'admin', tag: 'portals',
    summary: 'Simulate funds arriving on a remote sandbox account (its balance changes; automatic transfers follow)',
    params: serviceParams,
    body: z.object({ account: slugSchema, amount: amountSchema(2), reference: blankable(slugSchema) }),
    write: true,
  },
});
