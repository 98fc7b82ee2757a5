import type { FastifyInstance } from 'fastify';
import { PORTAL_SERVICE_PROVIDERS, type PortalServiceProvider } from '../../../contract/enums';
import type { PortalSandboxControl } from '../../../contract/portals';
import { fieldError, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { formatMinor, toMinor } from '../../ledger/money';
import { mountSandboxRoutes } from '../../adapters/productionGuard';
import { sandboxFor } from './providers';
import { readControl, writeControl } from './sandbox';

const NO_SANDBOX = 'This provider is served by a real adapter, not by the sandbox.';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox's controls (admin, stored in the database so every server instance follows them) and the
 * page its sign-in addresses open: a minimal remote portal, server-rendered, no script.
 */
export const registerSandboxRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.portalSandbox.list', async ({ ctx }) => {
    const data: PortalSandboxControl[] = [];
    for (const service of PORTAL_SERVICE_PROVIDERS) data.push(await readControl(ctx.db, service));
    return { data };
  });

  registerCall(app, 'admin.portalSandbox.update', async ({ ctx, params, body }) => {
    if (!sandboxFor(ctx, params.service)) throw fieldError('service', NO_SANDBOX);
    if (body.mode === 'slow' && !body.delay_ms) throw fieldError('delay_ms', 'Slow mode needs a delay.');
    await writeControl(ctx.db, params.service, { mode: body.mode, delay_ms: body.mode === 'slow' ? (body.delay_ms ?? 0) : 0, message: body.mode === 'refusing' ? (body.message || null) : null }, ctx.now());
    return { data: await readControl(ctx.db, params.service), message: 'Sandbox updated.' };
  });

  registerCall(app, 'admin.portalSandbox.incoming', async ({ ctx, reply, params, body }) => {
    const sandbox = sandboxFor(ctx, params.service);
    if (!sandbox) throw fieldError('service', NO_SANDBOX);
    const result = await sandbox.incoming(params.service, body.account, toMinor(body.amount, 2), body.reference || null);
    if (!result) throw notFound('The sandbox has no such account.');
    reply.code(result.created ? 201 : 200);
    return { data: { account: body.account, reference: result.reference, balance: formatMinor(result.balance, 2) }, message: result.created ? 'Incoming payment recorded.' : 'This reference was already recorded.' };
  });

  mountSandboxRoutes(app, 'remote_portals', () => registerSessionPage(app));
};

/** The page a sandbox sign-in address opens (only while the sandbox serves: it signs in with a company's credential). */
const registerSessionPage = (app: FastifyInstance): void => {
  app.get<{ Params: { service: string; key: string } }>('/portal-sandbox/:service/session/:key', async (req, reply) => {
    const service = req.params.service as PortalServiceProvider;
    const sandbox = (PORTAL_SERVICE_PROVIDERS as readonly string[]).includes(service) ? sandboxFor(app.kontor, service) : null;
    const session = sandbox && /^[A-Za-z0-9_-]{10,100}$/.test(req.params.key) ? await sandbox.session(service, req.params.key) : null;
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
    if (!session) return reply.code(404).send('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in link expired</title></head><body><main><h1>This sign-in link has expired or was already used.</h1></main></body></html>');
    const rows = session.accounts
      .map((a) => `<tr><td>${escapeHtml(a.id)}</td><td>${escapeHtml(a.name)}</td><td>${escapeHtml(a.currency)}</td><td>${escapeHtml(formatMinor(a.balance, 2))}</td></tr>`)
      .join('');
    const title = `${escapeHtml(session.label)} (sandbox)`;
    return reply.send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
        `<body><main><h1>${title}</h1><p>Signed in as ${escapeHtml(session.user.name)} (${escapeHtml(session.user.email)})</p>` +
        `<table><caption>Accounts</caption><thead><tr><th scope="col">Account</th><th scope="col">Name</th><th scope="col">Currency</th><th scope="col">Balance</th></tr></thead><tbody>${rows}</tbody></table></main></body></html>`,
    );
  });
};
