import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { calls } from '../../contract/calls';
import { RELEASE_ID } from '../../contract/constants';
import { API_BASE, DOCS_BASE, type CallDef, type ErrorBody } from '../../contract/http';
import { NOT_YET } from '../http/notYet';
import { API_CHANGELOG } from './changelog';
import { buildOpenApi } from './openapi';

/**
 * The API documentation under /docs/v1: an index page, the OpenAPI document, Swagger UI (served
 * from the installed swagger-ui-dist, nothing from the internet) and the changelog.
 * Every page is self-contained and works under `script-src 'self'` (no inline scripts).
 */

const HTML = 'text/html; charset=utf-8';
const JS = 'text/javascript; charset=utf-8';
const CSS = 'text/css; charset=utf-8';

const SWAGGER_BASE = `${DOCS_BASE}/swagger`;
const SWAGGER_ASSETS = `${SWAGGER_BASE}/assets`;
const DOCS_CSS = `${DOCS_BASE}/assets/docs.css`;

/** The swagger-ui-dist files the page needs (and their source maps), with their content types. */
const SWAGGER_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': CSS,
  'swagger-ui.css.map': 'application/json; charset=utf-8',
  'swagger-ui-bundle.js': JS,
  'swagger-ui-bundle.js.map': 'application/json; charset=utf-8',
  'favicon-16x16.png': 'image/png',
  'favicon-32x32.png': 'image/png',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Escapes plain text and turns `backtick` spans into <code>. */
const inline = (text: string): string => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const DOCS_STYLES = `
body.kontor-docs { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2933; background: #f7f8fa; }
.kontor-docs main { max-width: 860px; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
.kontor-docs h1 { font-size: 1.8rem; margin: 0 0 .25rem; }
.kontor-docs h2 { font-size: 1.25rem; margin: 2rem 0 .5rem; }
.kontor-docs .muted { color: #616e7c; }
.kontor-docs a { color: #1d4ed8; }
.kontor-docs code { font: .9em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #e9edf2; padding: .1em .3em; border-radius: 3px; }
.kontor-docs ul.links { list-style: none; padding: 0; }
.kontor-docs ul.links li { margin: .75rem 0; padding: .75rem 1rem; background: #fff; border: 1px solid #dde3ea; border-radius: 6px; }
.kontor-docs ul.links a { font-weight: 600; }
.kontor-docs section.entry { background: #fff; border: 1px solid #dde3ea; border-radius: 6px; padding: .25rem 1.25rem 1rem; margin: 1rem 0; }
.kontor-docs table { border-collapse: collapse; width: 100%; background: #fff; font-size: .9rem; }
.kontor-docs th, .kontor-docs td { text-align: left; padding: .35rem .6rem; border-bottom: 1px solid #e4e7eb; vertical-align: top; }
.kontor-swagger { margin: 0; }
.kontor-docs-nav { font: 14px/1.5 system-ui, sans-serif; padding: .5rem 1.25rem; background: #1f2933; }
.kontor-docs-nav a { color: #fff; text-decoration: none; margin-right: 1.25rem; }
.kontor-docs-nav a:hover { text-decoration: underline; }
@media (prefers-color-scheme: dark) {
  body.kontor-docs { color: #e4e7eb; background: #111827; }
  .kontor-docs .muted { color: #9aa5b1; }
  .kontor-docs a { color: #93c5fd; }
  .kontor-docs code { background: #1f2937; }
  .kontor-docs ul.links li, .kontor-docs section.entry, .kontor-docs table { background: #1a2231; border-color: #2d3748; }
  .kontor-docs th, .kontor-docs td { border-color: #2d3748; }
}
`.trimStart();

const nav = (): string =>
  `<nav class="kontor-docs-nav"><a href="${DOCS_BASE}">Kontor API docs</a><a href="${SWAGGER_BASE}">Swagger UI</a>` +
  `<a href="${DOCS_BASE}/openapi.json">OpenAPI JSON</a><a href="${DOCS_BASE}/changelog">Changelog</a></nav>`;

const page = (title: string, body: string): string =>
  [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${DOCS_CSS}">`,
    `<link rel="icon" type="image/png" sizes="32x32" href="${SWAGGER_ASSETS}/favicon-32x32.png">`,
    '</head>',
    '<body class="kontor-docs">',
    nav(),
    `<main>${body}</main>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');

const indexPage = (defs: Record<string, CallDef>, planned: number): string => {
  const total = Object.keys(defs).length;
  const tags = [...new Set(Object.values(defs).map((d) => d.tag))].sort();
  return page(
    'Kontor API documentation',
    [
      '<h1>Kontor API</h1>',
      `<p class="muted">Release <code>${escapeHtml(RELEASE_ID)}</code> · base path <code>${escapeHtml(API_BASE)}</code> · ` +
        `${total} calls in ${tags.length} groups${planned > 0 ? `, ${planned} planned` : ''}</p>`,
      '<ul class="links">',
      `<li><a href="${SWAGGER_BASE}">Swagger UI</a><br><span class="muted">Browse every call and try it against this server.</span></li>`,
      `<li><a href="${DOCS_BASE}/openapi.json">OpenAPI document (JSON)</a><br><span class="muted">OpenAPI 3.1, generated from the shared contract.</span></li>`,
      `<li><a href="${DOCS_BASE}/changelog">Changelog</a><br><span class="muted">What changed in the API, release by release.</span></li>`,
      '</ul>',
      '<h2>Conventions</h2>',
      '<ul>',
      `<li>Signed-in calls send ${inline('`Authorization: Bearer <access token>`')}.</li>`,
      `<li>${inline('Every error body is `{message, errors?: {field: [messages]}}`: 422 for validation, 409 for suspected duplicates, 403 with the `otp-required` header when a one-time code is needed (send it in the `one-time-code` header; it is asked for only once the request is otherwise valid, so validation errors come first), 503 with the `maintenance` header in maintenance.')}</li>`,
      `<li>${inline('Calls marked `x-kontor-status: planned` are in the contract but not implemented by the reference server yet.')}</li>`,
      '</ul>',
    ].join('\n'),
  );
};

const changelogPage = (defs: Record<string, CallDef>, planned: readonly string[]): string => {
  const entries = API_CHANGELOG.map((entry) =>
    [
      '<section class="entry">',
      `<h2>Release <code>${escapeHtml(entry.version)}</code></h2>`,
      `<p class="muted"><time datetime="${escapeHtml(entry.date)}">${escapeHtml(entry.date)}</time></p>`,
      '<ul>',
      ...entry.changes.map((change) => `<li>${inline(change)}</li>`),
      '</ul>',
      '</section>',
    ].join('\n'),
  );
  const plannedRows = planned.map((name) => {
    const def = defs[name];
    return def
      ? `<tr><td><code>${escapeHtml(name)}</code></td><td><code>${escapeHtml(def.method)} ${escapeHtml(`${API_BASE}/${def.path}`)}</code></td><td>${escapeHtml(def.summary)}</td></tr>`
      : '';
  });
  const plannedSection =
    planned.length === 0
      ? '<p class="muted">None: the reference server implements every call of the contract.</p>'
      : [`<p>${inline('In the contract, not implemented by the reference server yet (`x-kontor-status: planned`):')}</p>`, '<table>', '<thead><tr><th>Call</th><th>Route</th><th>Summary</th></tr></thead>', '<tbody>', ...plannedRows, '</tbody>', '</table>'].join('\n');
  return page(
    'Kontor API changelog',
    [
      '<h1>API changelog</h1>',
      `<p class="muted">Current release <code>${escapeHtml(RELEASE_ID)}</code>. Newest first.</p>`,
      ...entries,
      '<h2>Planned calls</h2>',
      plannedSection,
    ].join('\n'),
  );
};

const swaggerPage = (): string =>
  [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Kontor API · Swagger UI</title>',
    `<link rel="stylesheet" href="${SWAGGER_ASSETS}/swagger-ui.css">`,
    `<link rel="stylesheet" href="${DOCS_CSS}">`,
    `<link rel="icon" type="image/png" sizes="32x32" href="${SWAGGER_ASSETS}/favicon-32x32.png">`,
    `<link rel="icon" type="image/png" sizes="16x16" href="${SWAGGER_ASSETS}/favicon-16x16.png">`,
    '</head>',
    '<body class="kontor-swagger">',
    nav(),
    `<noscript><p>Swagger UI needs JavaScript. The raw document is at <a href="${DOCS_BASE}/openapi.json">${DOCS_BASE}/openapi.json</a>.</p></noscript>`,
    '<div id="swagger-ui"></div>',
    `<script src="${SWAGGER_ASSETS}/swagger-ui-bundle.js"></script>`,
    `<script src="${SWAGGER_BASE}/init.js"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');

/** The Swagger UI initializer (a file, since the CSP forbids inline scripts). Never fetches from elsewhere. */
const swaggerInit = (): string =>
  `'use strict';
window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(`${DOCS_BASE}/openapi.json`)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'none',
  filter: true,
  layout: 'BaseLayout',
  presets: [SwaggerUIBundle.presets.apis],
  // no online validator badge, no ?url= / ?configUrl= from the address bar
  validatorUrl: null,
  queryConfigEnabled: false,
  persistAuthorization: false,
  showExtensions: true,
});
`;

const swaggerDir = (): string => path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const notFound = (reply: FastifyReply): FastifyReply => {
  const body: ErrorBody = { message: 'Not found.' };
  return reply.code(404).send(body);
};

export const registerDocs = async (app: FastifyInstance): Promise<void> => {
  const defs: Record<string, CallDef> = calls;
  const planned = Object.keys(defs)
    .filter((name) => NOT_YET.has(name))
    .sort();
  const openApiJson = JSON.stringify(buildOpenApi(defs, NOT_YET));
  const index = indexPage(defs, planned.length);
  const changelog = changelogPage(defs, planned);
  const swagger = swaggerPage();
  const init = swaggerInit();
  const assetDir = swaggerDir();
  const assets = new Map<string, Buffer>();

  const sendIndex = async (_request: unknown, reply: FastifyReply) => reply.type(HTML).send(index);
  app.get(DOCS_BASE, sendIndex);
  app.get(`${DOCS_BASE}/`, sendIndex);
  app.get(`${DOCS_BASE}/openapi.json`, async (_request, reply) => reply.type('application/json; charset=utf-8').send(openApiJson));
  app.get(`${DOCS_BASE}/changelog`, async (_request, reply) => reply.type(HTML).send(changelog));
  app.get(DOCS_CSS, async (_request, reply) => reply.type(CSS).header('cache-control', 'public, max-age=3600').send(DOCS_STYLES));
  app.get(SWAGGER_BASE, async (_request, reply) => reply.type(HTML).send(swagger));
  app.get(`${SWAGGER_BASE}/init.js`, async (_request, reply) => reply.type(JS).send(init));
  app.get<{ Params: { file: string } }>(`${SWAGGER_ASSETS}/:file`, async (request, reply) => {
    const { file } = request.params;
    const type = Object.hasOwn(SWAGGER_FILES, file) ? SWAGGER_FILES[file] : undefined;
    if (!type) return notFound(reply);
    let content = assets.get(file);
    if (!content) {
      content = await readFile(path.join(assetDir, file));
      assets.set(file, content);
    }
    return reply.type(type).header('cache-control', 'public, max-age=86400').send(content);
  });
};
