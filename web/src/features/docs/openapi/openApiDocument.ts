/**
 * The part of an OpenAPI 3.1 document the API Reference reads (the server's GET /api/openapi.json).
 * Only what the page shows is typed; anything else in the document is ignored.
 */
export type Reference = { $ref: string };

export type MaybeReference<T> = T | Reference;

export type JsonSchemaType = "string" | "number" | "integer" | "boolean" | "object" | "array" | "null";

export type SchemaObject = {
  $ref?: string;
  type?: JsonSchemaType | JsonSchemaType[];
  format?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  items?: SchemaObject;
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  allOf?: SchemaObject[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

export type ExampleObject = { summary?: string; value?: unknown };

export type MediaTypeObject = {
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, MaybeReference<ExampleObject>>;
};

export type ParameterObject = {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  description?: string;
  required?: boolean;
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, MaybeReference<ExampleObject>>;
};

export type HeaderObject = Omit<ParameterObject, "name" | "in">;

export type RequestBodyObject = {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
};

export type ResponseObject = {
  description?: string;
  headers?: Record<string, MaybeReference<HeaderObject>>;
  content?: Record<string, MediaTypeObject>;
};

/** Each entry names schemes that must all be met; the operation accepts any one entry (`{}`: no credentials). */
export type SecurityRequirement = Record<string, string[]>;

export type OperationObject = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: MaybeReference<ParameterObject>[];
  requestBody?: MaybeReference<RequestBodyObject>;
  responses?: Record<string, MaybeReference<ResponseObject>>;
  security?: SecurityRequirement[];
};

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete", "head", "options", "trace"] as const;

export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>> & {
  parameters?: MaybeReference<ParameterObject>[];
};

export type SecuritySchemeObject = {
  type: "http" | "apiKey" | "oauth2" | "openIdConnect" | "mutualTLS";
  description?: string;
  scheme?: string;
  bearerFormat?: string;
  name?: string;
  in?: "query" | "header" | "cookie";
};

export type TagObject = { name: string; description?: string };

/** The rate limit the server announces: `requests` per `window` ("1 hour") for each `per` ("API key"). */
export type RateLimitExtension = { requests: number; window: string; per?: string };

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string; description?: string }[];
  tags?: TagObject[];
  paths: Record<string, PathItemObject>;
  security?: SecurityRequirement[];
  components?: {
    schemas?: Record<string, SchemaObject>;
    responses?: Record<string, ResponseObject>;
    parameters?: Record<string, ParameterObject>;
    requestBodies?: Record<string, RequestBodyObject>;
    headers?: Record<string, HeaderObject>;
    examples?: Record<string, ExampleObject>;
    securitySchemes?: Record<string, SecuritySchemeObject>;
  };
  "x-rate-limit"?: RateLimitExtension;
};
