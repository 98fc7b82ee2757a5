/** The shapes of the OpenAPI 3.1 document openapi.ts builds (its types only). */
import type { CallAccess } from '../../contract/http';

/** A JSON Schema (draft 2020-12, the OpenAPI 3.1 dialect). */
export type JsonSchema = { [key: string]: unknown };

export type OpenApiParameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  style?: 'simple' | 'form' | 'deepObject';
  explode?: boolean;
  schema: JsonSchema;
};

export type OpenApiHeader = { description: string; schema: JsonSchema };
export type OpenApiMediaType = { schema: JsonSchema };

export type OpenApiResponse = {
  description: string;
  headers?: Record<string, OpenApiHeader>;
  content?: Record<string, OpenApiMediaType>;
};

export type OpenApiRequestBody = {
  required: boolean;
  description?: string;
  content: Record<string, OpenApiMediaType>;
};

export type OpenApiSecurityRequirement = Record<string, string[]>;

export type OpenApiOperation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: OpenApiRequestBody;
  responses: Record<string, OpenApiResponse>;
  security: OpenApiSecurityRequirement[];
  'x-kontor-access': CallAccess;
  'x-kontor-status'?: 'planned';
  /** The scope an API key needs for this call; calls without it refuse keys (issue 41). */
  'x-kontor-api-key-scope'?: string;
};

export type OpenApiMethod = 'get' | 'post' | 'put' | 'delete';
export type OpenApiPathItem = Partial<Record<OpenApiMethod, OpenApiOperation>>;

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description?: string }[];
  tags: { name: string }[];
  paths: Record<string, OpenApiPathItem>;
  /** Issue 41: the events webhook endpoints receive (docs/connectDocs.ts). */
  webhooks: Record<string, unknown>;
  components: {
    securitySchemes: {
      bearerAuth: { type: 'http'; scheme: 'bearer'; bearerFormat: string; description: string };
    };
    schemas: Record<string, JsonSchema>;
  };
};
