import { z } from 'zod';
import { RELEASE_ID } from '../../contract/constants';
import { API_BASE, DOCS_BASE, HEADERS, type CallAccess, type CallDef, type HttpMethod } from '../../contract/http';
import { apiKeyScopeOf, WEBHOOKS_DESCRIPTION, webhooksOpenApi } from './connectDocs';
import type { JsonSchema, OpenApiDocument, OpenApiHeader, OpenApiMethod, OpenApiOperation, OpenApiParameter, OpenApiPathItem, OpenApiRequestBody, OpenApiResponse, OpenApiSecurityRequirement } from './openApiTypes';

export type * from './openApiTypes';

/**
 * The OpenAPI 3.1 document of the API, generated only from the contract's call table:
 * nothing here knows about the server's routes, so the document describes what every
 * backend (the reference server or a bank's own) must answer.
 */


const METHODS: Record<HttpMethod, OpenApiMethod> = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' };

const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

/** JSON Schema of ErrorBody (src/contract/http.ts): `{message, errors?: {field: [messages]}}`. */
const ERROR_BODY_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'A human-readable message (for 422: the first field message).' },
    errors: {
      type: 'object',
      description: 'Messages per field (422 only); nested fields use dot notation.',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
  required: ['message'],
  examples: [{ message: 'The email must be a valid email address.', errors: { email: ['The email must be a valid email address.'] } }],
};

const ACCESS_TEXT: Record<CallAccess, string> = {
  guest: 'Visitors only (not signed in).',
  public: 'Anyone, signed in or not.',
  user: 'Any signed-in user.',
  manager: 'Signed-in managers (manager or manager-reader).',
  admin: 'Signed-in administrators (super-admin or admin).',
};

const needsToken = (access: CallAccess): boolean => access === 'user' || access === 'manager' || access === 'admin';

const isRecord = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

const componentName = (raw: string): string => raw.replace(/[^A-Za-z0-9._-]/g, '_');

/** Converts a zod schema to JSON Schema; schemas zod cannot express (or that make it throw) become `{}`. */
const toJsonSchema = (schema: z.ZodType): JsonSchema => {
  try {
    const result: unknown = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    return isRecord(result) ? result : {};
  } catch {
    return {};
  }
};

/** Deep copy of a JSON value with every `$ref` string passed through `rewrite`. */
const rewriteRefs = (value: unknown, rewrite: (ref: string) => string): unknown => {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, rewrite));
  if (!isRecord(value)) return value;
  const out: JsonSchema = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = key === '$ref' && typeof inner === 'string' ? rewrite(inner) : rewriteRefs(inner, rewrite);
  }
  return out;
};

type Converted = {
  /** The root schema, inline (refs already pointing into components). */
  inline: JsonSchema;
  /** What to embed: the inline schema, or a `$ref` when the root refers to itself. */
  use: JsonSchema;
};

/**
 * Converts a zod schema and makes it embeddable: `$schema` is dropped and `$defs` (recursive or
 * identified sub-schemas) move to components.schemas under `name`, with their refs rewritten.
 */
const convert = (schema: z.ZodType, name: string, components: Record<string, JsonSchema>): Converted => {
  const { $schema: _dialect, $defs, ...root } = toJsonSchema(schema);
  const defs = isRecord($defs) ? $defs : {};
  const rootName = componentName(name);
  let selfReferenced = false;
  const rewrite = (ref: string): string => {
    if (ref === '#') {
      selfReferenced = true;
      return `#/components/schemas/${rootName}`;
    }
    const match = /^#\/\$defs\/(.+)$/.exec(ref);
    return match?.[1] ? `#/components/schemas/${componentName(`${name}.${match[1]}`)}` : ref;
  };
  for (const [defName, def] of Object.entries(defs)) {
    const rewritten = rewriteRefs(def, rewrite);
    components[componentName(`${name}.${defName}`)] = isRecord(rewritten) ? rewritten : {};
  }
  const rewrittenRoot = rewriteRefs(root, rewrite);
  const inline = isRecord(rewrittenRoot) ? rewrittenRoot : {};
  if (!selfReferenced) return { inline, use: inline };
  components[rootName] = inline;
  return { inline, use: { $ref: `#/components/schemas/${rootName}` } };
};

type Field = { name: string; schema: JsonSchema; required: boolean };

/** The top-level fields of an object schema (also through allOf / anyOf / oneOf). */
const objectFields = (schema: JsonSchema): Field[] => {
  const fields = new Map<string, Field>();
  const own = isRecord(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : []);
  for (const [name, inner] of Object.entries(own)) fields.set(name, { name, schema: isRecord(inner) ? inner : {}, required: required.has(name) });
  const merge = (parts: unknown, requireAll: boolean): void => {
    if (!Array.isArray(parts)) return;
    const lists = parts.filter(isRecord).map(objectFields);
    for (const list of lists) {
      for (const field of list) {
        const inAll = lists.every((other) => other.some((f) => f.name === field.name && f.required));
        const existing = fields.get(field.name);
        const req = (existing?.required ?? false) || (requireAll ? field.required : inAll);
        fields.set(field.name, { name: field.name, schema: existing?.schema ?? field.schema, required: req });
      }
    }
  };
  merge(schema.allOf, true);
  merge(schema.anyOf, false);
  merge(schema.oneOf, false);
  return [...fields.values()];
};

/** `{description, ...schema}` → parameter description + schema without it. */
const splitDescription = (schema: JsonSchema): { description?: string; schema: JsonSchema } => {
  const { description, ...rest } = schema;
  return typeof description === 'string' ? { description, schema: rest } : { schema: rest };
};

const pathParamNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').filter(Boolean);

const pathParameters = (def: CallDef, name: string, components: Record<string, JsonSchema>): OpenApiParameter[] => {
  const fields = def.params ? objectFields(convert(def.params, `${name}.params`, components).inline) : [];
  return pathParamNames(def.path).map((param) => {
    const field = fields.find((f) => f.name === param);
    const { description, schema } = splitDescription(field?.schema ?? { type: 'string' });
    return { name: param, in: 'path', required: true, ...(description ? { description } : {}), schema };
  });
};

const queryParameters = (def: CallDef, name: string, components: Record<string, JsonSchema>): OpenApiParameter[] => {
  if (!def.query) return [];
  return objectFields(convert(def.query, `${name}.query`, components).inline).map((field) => {
    const { description, schema } = splitDescription(field.schema);
    const parameter: OpenApiParameter = { name: field.name, in: 'query', required: field.required, ...(description ? { description } : {}), schema };
    if (schema.type === 'array') return { ...parameter, style: 'form', explode: true };
    if (schema.type === 'object') return { ...parameter, style: 'deepObject', explode: true };
    return parameter;
  });
};

/** Whether the body may be left out entirely (the schema accepts `undefined`). */
const bodyOptional = (schema: z.ZodType): boolean => {
  try {
    return schema.safeParse(undefined).success;
  } catch {
    return false;
  }
};

const BINARY: JsonSchema = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' };

const requestBody = (def: CallDef, name: string, components: Record<string, JsonSchema>): OpenApiRequestBody | undefined => {
  if (def.multipart) {
    const fields = def.body ? convert(def.body, `${name}.body`, components).use : {};
    const schema: JsonSchema =
      fields.type === 'object' && fields.additionalProperties === undefined
        ? { ...fields, additionalProperties: BINARY }
        : def.body
          ? { allOf: [fields, { type: 'object', additionalProperties: BINARY }] }
          : { type: 'object', additionalProperties: BINARY };
    return {
      required: true,
      description: 'multipart/form-data: the described fields plus the file part(s).',
      content: { 'multipart/form-data': { schema } },
    };
  }
  if (!def.body) return undefined;
  return { required: !bodyOptional(def.body), content: { 'application/json': { schema: convert(def.body, `${name}.body`, components).use } } };
};

const errorResponse = (description: string, headers?: Record<string, OpenApiHeader>): OpenApiResponse => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } },
});

/** `auth/login` answers 403 otp-required for users with two-factor on (its summary says so). */
const isLogin = (def: CallDef): boolean => def.path === 'auth/login';

const otpHeaderParameter = (required: boolean, when?: string): OpenApiParameter => ({
  name: HEADERS.oneTimeCode,
  in: 'header',
  required,
  description:
    `The 6-digit one-time code (TOTP) confirming exactly this payload${when ? `, needed only when ${when}` : ''}. The request is checked first: an invalid one ` +
    `answers its 422 (or 404, 409) whether a code is sent or not, and leaves the code unspent. A valid request without the code answers 403 with the ` +
    `\`${HEADERS.otpRequired}\` header; a code confirms only the payload it was asked for (change the amount or payee and a new code is needed).`,
  schema: { type: 'string', pattern: '^\\d{6}$' },
});

const responses = (def: CallDef, hasInput: boolean): Record<string, OpenApiResponse> => {
  const out: Record<string, OpenApiResponse> = {};
  out['200'] =
    def.response === 'file'
      ? { description: 'The file.', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
      : { description: 'Success: a JSON body (`{data}` or `{data, meta}` for lists).', content: { 'application/json': { schema: { type: 'object' } } } };

  if (def.multipart) out['400'] = errorResponse('The body is not readable multipart/form-data (no boundary, a wrong one, or cut short); nothing was changed.');
  if (needsToken(def.access)) out['401'] = errorResponse('Not signed in, or the access token is expired or revoked.');

  const refusals: string[] = [];
  if (def.access === 'manager') refusals.push('The signed-in user is not a manager (manager or manager-reader).');
  if (def.access === 'admin') refusals.push('The signed-in user is not an administrator (super-admin or admin).');
  if (needsToken(def.access)) refusals.push("The user's role, company or ownership does not allow this call or record.");
  if (def.write) refusals.push('The call changes data: a manager-reader is refused.');
  if (def.managerOnly) refusals.push("The call hands out the company's credential at another system: a manager-reader is refused.");
  const otp = def.otp === true || isLogin(def);
  if (otp) {
    refusals.push(
      def.otp
        ? `A one-time code is needed${def.otpWhen ? ` only when ${def.otpWhen}` : ''}: once the request is otherwise valid (validation errors come first), ` +
          `the answer carries the \`${HEADERS.otpRequired}\` header; repeat the call with the \`${HEADERS.oneTimeCode}\` header.`
        : `The user has two-factor on: the answer carries the \`${HEADERS.otpRequired}\` header; repeat the call with the \`${HEADERS.oneTimeCode}\` header.`,
    );
  }
  if (refusals.length > 0) {
    const headers: Record<string, OpenApiHeader> | undefined = otp
      ? { [HEADERS.otpRequired]: { description: 'Present when a one-time code is needed for this payload.', schema: { type: 'string' } } }
      : undefined;
    out['403'] = errorResponse(`Refused. ${refusals.join(' ')}`, headers);
  }

  if (def.otp) out['409'] = errorResponse('Suspected duplicate: the same operation was submitted moments ago.');
  if (hasInput) out['422'] = errorResponse('Validation failed: `errors` maps each invalid field to its messages; nothing was changed.');
  if (isLogin(def)) {
    out['429'] = errorResponse('Too many sign-in attempts.', {
      [HEADERS.retryAfter]: { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
    });
  }
  out['503'] = errorResponse(def.multipart ? 'The service is in maintenance, or the malware scanner could not check the file (nothing was stored).' : 'The service is in maintenance.', {
    [HEADERS.maintenance]: { description: 'Present while the service is in maintenance.', schema: { type: 'string' } },
  });
  return out;
};

const security = (access: CallAccess): OpenApiSecurityRequirement[] => {
  if (needsToken(access)) return [{ bearerAuth: [] }];
  // public: a token is accepted but not needed; guest: no token.
  if (access === 'public') return [{}, { bearerAuth: [] }];
  return [];
};

const operationDescription = (name: string, def: CallDef, planned: boolean): string => {
  const lines = [`${def.summary}.`.replace(/\.\.$/, '.'), '', `**Access:** ${ACCESS_TEXT[def.access]}`];
  if (def.write) lines.push('', '**Changes data:** a manager-reader is refused (403).');
  if (def.managerOnly) lines.push('', "**Manager only:** it hands out the company's credential at another system; a manager-reader is refused (403).");
  if (def.otp) {
    const when = def.otpWhen ? `needed only when ${def.otpWhen}` : 'always needed';
    lines.push('', `**One-time code:** ${when}; send it in the \`${HEADERS.oneTimeCode}\` header (see 403 \`${HEADERS.otpRequired}\`). ` +
      'It is asked for only after every other check: an invalid request gets its 422 (404, 409) first, and a code sent with it stays unspent.');
  }
  if (def.multipart) lines.push('', '**Upload:** the body is multipart/form-data.');
  if (def.response === 'file') lines.push('', '**Answer:** a file download.');
  const scope = apiKeyScopeOf(name);
  lines.push('', scope ? `**API keys:** allowed with the scope \`${scope}\`.` : '**API keys:** refused (403).');
  if (planned) lines.push('', '**Planned:** part of the contract, not implemented by the reference server yet (`x-kontor-status: planned`).');
  return lines.join('\n');
};

const operation = (name: string, def: CallDef, planned: boolean, components: Record<string, JsonSchema>): OpenApiOperation => {
  const parameters = [...pathParameters(def, name, components), ...queryParameters(def, name, components)];
  if (def.otp) parameters.push(otpHeaderParameter(false, def.otpWhen));
  else if (isLogin(def)) parameters.push({ ...otpHeaderParameter(false), description: 'The one-time code, for users with two-factor on.' });
  const body = requestBody(def, name, components);
  const hasInput = Boolean(def.params || def.query || def.body || def.multipart);
  return {
    operationId: name,
    summary: def.summary,
    description: operationDescription(name, def, planned),
    ...(apiKeyScopeOf(name) ? { 'x-kontor-api-key-scope': apiKeyScopeOf(name) } : {}),
    tags: [def.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(def, hasInput),
    security: security(def.access),
    'x-kontor-access': def.access,
    ...(planned ? { 'x-kontor-status': 'planned' as const } : {}),
  };
};

const INFO_DESCRIPTION = [
  'The API of the Kontor banking portal, generated from the shared contract (`src/contract`).',
  '',
  `- Every path is relative to \`${API_BASE}\`.`,
  '- Signed-in calls send `Authorization: Bearer <access token>` (an opaque token; refresh rotates it).',
  '- A company\'s systems send `Authorization: Bearer <API key>` (`kk_…`, made by a manager with scopes): only the calls marked `x-kontor-api-key-scope` accept it; a payment asked for with a key waits for a manager\'s one-time code (manager.apiPayments.confirm).',
  `- Webhooks (the \`webhooks\` section): ${WEBHOOKS_DESCRIPTION}`,
  '- Every error body is `{message, errors?: {field: [messages]}}`: 422 for validation, 409 for suspected duplicates, ' +
    `403 with the \`${HEADERS.otpRequired}\` header when a one-time code is needed (send it in \`${HEADERS.oneTimeCode}\`; asked for only once the request is otherwise valid), ` +
    `503 with the \`${HEADERS.maintenance}\` header in maintenance.`,
  '- Calls marked `x-kontor-status: planned` are in the contract but not implemented by the reference server yet.',
  '',
  `See the [changelog](${DOCS_BASE}/changelog).`,
].join('\n');

export const buildOpenApi = (defs: Record<string, CallDef>, notYet: ReadonlySet<string>): OpenApiDocument => {
  const schemas: Record<string, JsonSchema> = { ErrorBody: ERROR_BODY_SCHEMA };
  const paths: Record<string, OpenApiPathItem> = {};
  const tags = new Set<string>();
  for (const [name, def] of Object.entries(defs).sort(([a], [b]) => a.localeCompare(b))) {
    const key = `/${def.path.replace(/^\/+/, '')}`;
    const method = METHODS[def.method];
    const item = (paths[key] ??= {});
    const existing = item[method];
    if (existing) throw new Error(`OpenAPI: calls ${existing.operationId} and ${name} are both ${def.method} ${key}`);
    item[method] = operation(name, def, notYet.has(name), schemas);
    tags.add(def.tag);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Kontor API', version: RELEASE_ID, description: INFO_DESCRIPTION },
    servers: [{ url: API_BASE }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    webhooks: webhooksOpenApi(),
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'opaque',
          description: 'The access token from sign-in: an opaque random token (not a JWT), revocable at logout. Or an API key (`kk_…`, issue 41): a company\'s key with scopes, allowed only on the calls marked `x-kontor-api-key-scope`, with its own rate limit.',
        },
      },
      schemas,
    },
  };
};
