import type { OpenApiDocument } from "./openApiDocument.ts";

const CUSTOMER_ID = "0199a3c2-5b1e-7c4d-9f10-2b3c4d5e6f70";

const SARAH = {
  id: CUSTOMER_ID,
  name: "Sarah Johnson",
  email: "sarah.johnson@techcorp.com",
  phone: null,
  status: "active",
  valueCents: 1250000,
  createdAt: "2026-06-25T09:30:00.000Z",
};

const textAndProblem = (text: string, status: number, title: string) => ({
  "text/plain": { schema: { type: "string" as const }, example: text },
  "application/problem+json": {
    schema: { $ref: "#/components/schemas/Problem" },
    example: { type: "about:blank", title, status, detail: text },
  },
});

/**
 * A small OpenAPI 3.1 document shaped like the server's GET /api/openapi.json, for the reference's
 * tests: $ref'd schemas, parameters and responses, arrays, enums, nullable types, a oneOf, path and
 * query parameters, request bodies, several responses, and the bearer key and session cookie.
 */
export const OPEN_API_FIXTURE: OpenApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Bramble CRM REST API",
    version: "1.0.0",
    description:
      "The REST API for your own code.\n\n**Errors** answer in `text/plain`, or as problem details when the request accepts them:\n\n- `Accept: application/problem+json`\n- a status and a `detail`",
  },
  servers: [{ url: "https://crm.example.com" }],
  tags: [
    { name: "Customers", description: "The people and companies you sell to." },
    { name: "Auth", description: "Signing in; no key needed." },
    { name: "Account", description: "Your own settings, with your session." },
  ],
  "x-rate-limit": { requests: 1000, window: "1 hour", per: "API key" },
  security: [{ apiKey: [] }],
  paths: {
    "/api/customers": {
      get: {
        operationId: "listCustomers",
        tags: ["Customers"],
        summary: "List customers",
        description: "Newest first unless `sort` says otherwise.",
        parameters: [
          { $ref: "#/components/parameters/Limit" },
          {
            name: "status",
            in: "query",
            description: "Only customers with this status.",
            schema: { $ref: "#/components/schemas/CustomerStatus" },
          },
        ],
        responses: {
          "200": {
            description: "A page of customers.",
            headers: {
              "RateLimit-Remaining": {
                description: "Requests left in this window.",
                schema: { type: "integer" },
              },
            },
            content: {
              "application/json": {
                schema: { $ref: "#/components/schemas/CustomerPage" },
                example: { data: [SARAH], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 1 },
              },
            },
          },
          "401": { $ref: "#/components/responses/Unauthenticated" },
          "429": { $ref: "#/components/responses/TooManyRequests" },
        },
      },
      post: {
        operationId: "createCustomer",
        tags: ["Customers"],
        summary: "Create a customer",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/CustomerInput" },
              example: { name: "Sarah O'Neil", email: "sarah@techcorp.com", status: "active" },
            },
          },
        },
        responses: {
          "201": {
            description: "The customer, created.",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Customer" }, example: SARAH } },
          },
          "400": {
            description: "The input is invalid.",
            content: textAndProblem("Name is required", 400, "Bad Request"),
          },
          "401": { $ref: "#/components/responses/Unauthenticated" },
        },
      },
    },
    "/api/customers/{id}": {
      parameters: [
        {
          name: "id",
          in: "path",
          required: true,
          description: "The customer's id.",
          schema: { type: "string", format: "uuid" },
          example: CUSTOMER_ID,
        },
      ],
      delete: {
        operationId: "deleteCustomer",
        tags: ["Customers"],
        summary: "Delete a customer",
        description: "Deletes the customer with their deals, tasks and activities.",
        responses: {
          "200": {
            description: "The id of the deleted customer.",
            content: {
              "application/json": {
                schema: { type: "object", properties: { id: { type: "string", format: "uuid" } }, required: ["id"] },
                example: { id: CUSTOMER_ID },
              },
            },
          },
          "404": { description: "No such customer.", content: textAndProblem("Customer not found", 404, "Not Found") },
        },
      },
    },
    "/api/auth/login": {
      post: {
        operationId: "login",
        tags: ["Auth"],
        summary: "Sign in",
        security: [],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                oneOf: [{ $ref: "#/components/schemas/UsernameLogin" }, { $ref: "#/components/schemas/EmailLogin" }],
              },
              example: { username: "sarah", password: "secret12" },
            },
          },
        },
        responses: {
          "204": { description: "Signed in: the answer sets the session cookie." },
          "401": { $ref: "#/components/responses/Unauthenticated" },
        },
      },
    },
    "/api/user/password": {
      put: {
        operationId: "changePassword",
        tags: ["Account"],
        summary: "Change your password",
        security: [{ session: [] }],
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  currentPassword: { type: "string" },
                  newPassword: { type: "string", minLength: 6 },
                },
                required: ["currentPassword", "newPassword"],
              },
            },
          },
        },
        responses: { "204": { description: "Changed; your other sessions are signed out." } },
      },
    },
  },
  components: {
    schemas: {
      CustomerStatus: {
        type: "string",
        enum: ["lead", "active", "inactive"],
        description: "Where the customer stands.",
      },
      Customer: {
        type: "object",
        properties: {
          id: { type: "string", format: "uuid" },
          name: { type: "string", minLength: 1, maxLength: 200, description: "Full name." },
          email: { type: "string", format: "email" },
          phone: { type: ["string", "null"], maxLength: 40 },
          status: { $ref: "#/components/schemas/CustomerStatus" },
          valueCents: {
            anyOf: [{ type: "integer", minimum: 0 }, { type: "null" }],
            description: "Deal value in cents.",
          },
          createdAt: { type: "string", format: "date-time" },
        },
        required: ["id", "name", "email", "phone", "status", "valueCents", "createdAt"],
      },
      CustomerInput: {
        type: "object",
        properties: {
          name: { type: "string", minLength: 1, maxLength: 200 },
          email: { type: "string", format: "email" },
          status: { $ref: "#/components/schemas/CustomerStatus", default: "lead" },
        },
        required: ["name", "email"],
      },
      CustomerPage: {
        type: "object",
        properties: {
          data: { type: "array", items: { $ref: "#/components/schemas/Customer" } },
          pageInfo: {
            type: "object",
            properties: { hasNextPage: { type: "boolean" }, endCursor: { type: ["string", "null"] } },
            required: ["hasNextPage", "endCursor"],
          },
          totalCount: { type: "integer", minimum: 0 },
        },
        required: ["data", "pageInfo", "totalCount"],
      },
      UsernameLogin: {
        type: "object",
        properties: { username: { type: "string" }, password: { type: "string" } },
        required: ["username", "password"],
      },
      EmailLogin: {
        type: "object",
        properties: { email: { type: "string", format: "email" }, password: { type: "string" } },
        required: ["email", "password"],
      },
      Problem: {
        type: "object",
        description: "RFC 9457 problem details.",
        properties: {
          type: { type: "string" },
          title: { type: "string" },
          status: { type: "integer" },
          detail: { type: "string" },
        },
        required: ["type", "title", "status", "detail"],
      },
    },
    parameters: {
      Limit: {
        name: "limit",
        in: "query",
        description: "Items per page; larger values are clamped.",
        schema: { type: "integer", minimum: 1, maximum: 200, default: 50 },
      },
    },
    responses: {
      Unauthenticated: {
        description: "No valid API key was sent.",
        content: textAndProblem("Not signed in", 401, "Unauthorized"),
      },
      TooManyRequests: {
        description: "The key's requests for this hour are used up.",
        headers: { "Retry-After": { description: "Seconds until the next request.", schema: { type: "integer" } } },
        content: textAndProblem("Too many requests", 429, "Too Many Requests"),
      },
    },
    securitySchemes: {
      apiKey: {
        type: "http",
        scheme: "bearer",
        description: "An API key, issued by your workspace's owners under Settings, API Keys.",
      },
      session: { type: "apiKey", in: "cookie", name: "bramble_session", description: "The cookie signing in sets." },
    },
  },
};
