import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contract/calls';
import { RELEASE_ID } from '../../src/contract/constants';
import { API_BASE, HEADERS, type CallDef } from '../../src/contract/http';
import { registerDocs } from '../../src/server/docs';
import { API_CHANGELOG } from '../../src/server/docs/changelog';
import { buildOpenApi, type OpenApiDocument, type OpenApiMethod, type OpenApiOperation } from '../../src/server/docs/openapi';

const defs: Record<string, CallDef> = calls;
const entries = Object.entries(defs);
const method = (def: CallDef): OpenApiMethod => (def.method.toLowerCase() as OpenApiMethod);
const needsToken = (def: CallDef) => def.access === 'user' || def.access === 'manager' || def.access === 'admin';

let app: FastifyInstance;
let doc: OpenApiDocument;

const operationOf = (def: CallDef): OpenApiOperation => {
  const op = doc.paths[`/${def.path}`]?.[method(def)];
  if (!op) throw new Error(`no operation for ${def.method} /${def.path}`);
  return op;
};

beforeAll(async () => {
  app = Fastify();
  await registerDocs(app);
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/docs/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.json<OpenApiDocument>();
});

afterAll(async () => {
  await app.close();
});

describe('openapi.json', () => {
  it('is an OpenAPI 3.1 document of the release with the API base as server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Kontor API');
    expect(doc.info.version).toBe(RELEASE_ID);
    expect(doc.servers).toEqual([{ url: API_BASE }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.ErrorBody).toMatchObject({ type: 'object', required: ['message'] });
  });

  it('has one operation per call, at its path and method, named after the call', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const [name, def] of entries) {
      const op = operationOf(def);
      expect(op.operationId).toBe(name);
      expect(op.summary).toBe(def.summary);
      expect(op.tags).toEqual([def.tag]);
      expect(op['x-kontor-access']).toBe(def.access);
    }
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(entries.length);
  });

  it('declares every path parameter of the path template', () => {
    for (const [name, def] of entries) {
      const names = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (operationOf(def).parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name), name).toEqual(names);
      for (const p of declared) expect(p.required).toBe(true);
    }
  });

  it('describes request bodies and answers 422 with the error body on calls with a body', () => {
    const withBody = entries.filter(([, def]) => def.body || def.multipart);
    expect(withBody.length).toBeGreaterThan(0);
    for (const [name, def] of withBody) {
      const op = operationOf(def);
      const type = def.multipart ? 'multipart/form-data' : 'application/json';
      expect(op.requestBody?.content[type], name).toBeDefined();
      expect(op.responses['422']?.content?.['application/json']?.schema, name).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    }
  });

  it('puts bearer security on signed-in calls and none on guest calls', () => {
    for (const [name, def] of entries) {
      const op = operationOf(def);
      if (needsToken(def)) {
        expect(op.security, name).toEqual([{ bearerAuth: [] }]);
        expect(op.responses['401'], name).toBeDefined();
      } else {
        expect(op.security.some((req) => Object.keys(req).length === 0) || op.security.length === 0, name).toBe(true);
        expect(op.responses['401'], name).toBeUndefined();
      }
    }
  });

  it('documents the one-time code on otp calls', () => {
    for (const [name, def] of entries.filter(([, d]) => d.otp)) {
      const op = operationOf(def);
      expect(op.parameters?.some((p) => p.in === 'header' && p.name === HEADERS.oneTimeCode), name).toBe(true);
      expect(op.responses['403']?.headers?.[HEADERS.otpRequired], name).toBeDefined();
      expect(op.responses['409'], name).toBeDefined();
    }
  });

  it('answers 503 in maintenance on every call and 200 as a file for downloads', () => {
    for (const [name, def] of entries) {
      const op = operationOf(def);
      expect(op.responses['503']?.headers?.[HEADERS.maintenance], name).toBeDefined();
      const content = op.responses['200']?.content ?? {};
      expect(Object.keys(content), name).toEqual([def.response === 'file' ? 'application/octet-stream' : 'application/json']);
    }
  });

  it('contains no dangling local references', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]*"/g) ?? [];
    for (const raw of refs) {
      const ref = raw.slice('"$ref":"'.length, -1);
      expect(ref.startsWith('#/components/schemas/'), ref).toBe(true);
      expect(doc.components.schemas[ref.slice('#/components/schemas/'.length)], ref).toBeDefined();
    }
  });
});

describe('buildOpenApi', () => {
  const tree: z.ZodType = z.lazy(() => z.object({ name: z.string(), children: z.array(tree) }));
  const sample: Record<string, CallDef> = {
    'demo.pay': {
      method: 'POST', path: 'demo/{id}/pay', access: 'manager', tag: 'demo', summary: 'Pay', otp: true, write: true,
      params: z.object({ id: z.coerce.number().int().positive() }),
      query: z.object({ ids: z.preprocess((v) => v, z.array(z.string())).optional(), flag: z.string().transform((v) => v === '1') }),
      body: z.object({ amount: z.string(), when: z.date(), big: z.bigint() }),
    },
    'demo.tree': {
      method: 'PUT', path: 'demo/tree', access: 'public', tag: 'demo', summary: 'Tree',
      body: tree,
    },
    'demo.odd': {
      method: 'GET', path: 'demo/odd/{a}', access: 'guest', tag: 'demo', summary: 'Odd', response: 'file',
      // a schema zod cannot convert: the generator must not crash
      query: z.custom<string>(() => true).transform((v) => v),
    },
    'demo.upload': { method: 'POST', path: 'demo/upload', access: 'user', tag: 'demo', summary: 'Upload', multipart: true },
  };

  it('does not crash on transforms, unrepresentable types or missing params schemas', () => {
    const built = buildOpenApi(sample, new Set(['demo.tree']));
    const pay = built.paths['/demo/{id}/pay']?.post;
    expect(pay?.parameters?.map((p) => `${p.in}:${p.name}:${p.required}`)).toEqual([
      'path:id:true',
      'query:ids:false',
      'query:flag:true',
      `header:${HEADERS.oneTimeCode}:false`,
    ]);
    expect(pay?.responses['403']?.description).toMatch(/manager-reader/);
    expect(pay?.['x-kontor-status']).toBeUndefined();
    const treeOp = built.paths['/demo/tree']?.put;
    expect(treeOp?.['x-kontor-status']).toBe('planned');
    expect(treeOp?.security).toEqual([{}, { bearerAuth: [] }]);
    // a recursive schema moves to components and is referenced
    expect(treeOp?.requestBody?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/demo.tree.body' });
    expect(JSON.stringify(built.components.schemas['demo.tree.body'])).toContain('"$ref":"#/components/schemas/demo.tree.body"');
    const odd = built.paths['/demo/odd/{a}']?.get;
    expect(odd?.parameters).toEqual([{ name: 'a', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(odd?.security).toEqual([]);
    expect(built.paths['/demo/upload']?.post?.requestBody?.content['multipart/form-data']).toBeDefined();
  });

  it('refuses two calls on the same method and path', () => {
    const twice: Record<string, CallDef> = {
      a: { method: 'GET', path: 'x', access: 'user', tag: 't', summary: 'A' },
      b: { method: 'GET', path: 'x', access: 'user', tag: 't', summary: 'B' },
    };
    expect(() => buildOpenApi(twice, new Set())).toThrow(/both GET \/x/);
  });
});

describe('pages', () => {
  it('serves an index page linking to everything', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/v1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<title>[^<]+<\/title>/);
    for (const href of ['/docs/v1/swagger', '/docs/v1/openapi.json', '/docs/v1/changelog']) expect(res.body).toContain(`href="${href}"`);
  });

  it('serves Swagger UI with same-origin scripts only and no inline script', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/v1/swagger' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<title>[^<]+<\/title>/);
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, content] of scripts) {
      expect(content?.trim()).toBe('');
      expect(attrs).toMatch(/\ssrc="\/docs\/v1\//);
    }
    expect(res.body).toContain('src="/docs/v1/swagger/init.js"');
    expect(res.body).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  it('serves the initializer and the Swagger UI files as JavaScript / CSS', async () => {
    const init = await app.inject({ method: 'GET', url: '/docs/v1/swagger/init.js' });
    expect(init.statusCode).toBe(200);
    expect(init.headers['content-type']).toMatch(/javascript/);
    expect(init.body).toContain('SwaggerUIBundle(');
    expect(init.body).toContain('"/docs/v1/openapi.json"');
    expect(init.body).toContain("dom_id: '#swagger-ui'");
    expect(init.body).toContain('validatorUrl: null');

    const bundle = await app.inject({ method: 'GET', url: '/docs/v1/swagger/assets/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.body.length).toBeGreaterThan(100_000);

    const css = await app.inject({ method: 'GET', url: '/docs/v1/swagger/assets/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('serves no other file from the swagger-ui-dist folder', async () => {
    for (const file of ['index.html', 'swagger-initializer.js', '..%2Fpackage.json', 'package.json']) {
      const res = await app.inject({ method: 'GET', url: `/docs/v1/swagger/assets/${file}` });
      expect(res.statusCode, file).toBe(404);
    }
  });

  it('renders the changelog with the first release, escaped', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/v1/changelog' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<title>[^<]+<\/title>/);
    expect(res.body).toContain('20250911095302');
    expect(res.body).toContain('Initial API: authentication, profile, two-factor');
    expect(res.body).toContain('<code>x-kontor-status: planned</code>');
    expect(API_CHANGELOG.some((entry) => entry.version === RELEASE_ID)).toBe(true);
    expect(res.body).not.toMatch(/<script/);
  });
});
