import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRestApi, restRoutes as declaredRoutes } from "#gateway/rest/index.ts";
import { buildOpenApiDocument, documentPath } from "#gateway/rest/openapi/openapi-document.ts";
import { restRoutes } from "#tests/support/rest-routes.ts";
import { errorsText, matchPath, openApiDocument, validatorAt } from "#tests/support/openapi-contract.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

type MediaType = { schema: object; example?: unknown };
type Operation = {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content: Record<string, MediaType> }>;
};

const operations = Object.entries(openApiDocument.paths).flatMap(([path, methods]) =>
  Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({ path, method, operation })),
);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ apiRateLimit: 750 });
});
afterAll(() => t.close());

describe("the OpenAPI document", () => {
  it("passes the OpenAPI 3.1 schema validator", async () => {
    const validator = new Validator();
    expect(await validator.validate(openApiDocument)).toEqual({ valid: true });
    expect(validator.version).toBe("3.1");
  });

  it("documents every route the router serves, and no other", () => {
    const served = restRoutes(createRestApi({ apiRateLimit: 1 })).map((route) => {
      const [method, path] = route.split(" ");
      return `${method} ${documentPath(path ?? "")}`;
    });
    const documented = operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect([...documented].sort()).toEqual([...served].sort());
    expect(new Set(documented).size).toBe(documented.length);
  });

  it("covers the resources' routes with every verb, the legacy routes, CSV and itself", () => {
    const documented = operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    for (const resource of ["customers", "companies", "deals", "tasks", "activities"]) {
      expect(documented).toEqual(
        expect.arrayContaining([
          `GET /api/${resource}`,
          `POST /api/${resource}`,
          `GET /api/${resource}/{id}`,
          `PATCH /api/${resource}/{id}`,
          `DELETE /api/${resource}/{id}`,
        ]),
      );
    }
    expect(documented).toEqual(
      expect.arrayContaining([
        "GET /api/customers/{id}/deals",
        "GET /api/customers/{id}/tasks",
        "GET /api/customers/{id}/activities",
        "GET /api/companies/{id}/customers",
        "GET /api/companies/{id}/deals",
        "GET /api/companies/{id}/tasks",
        "GET /api/companies/{id}/activities",
        "GET /api/customers/{id}/companies",
        "POST /api/customers/{id}/companies",
        "DELETE /api/customers/{id}/companies/{companyId}",
        "PUT /api/deals/{id}/contacts/{customerId}",
        "PUT /api/customers/{id}",
        "PUT /api/activities/{id}",
        "GET /api/customers/export.csv",
        "POST /api/customers/import",
        "POST /api/auth/login",
        "PUT /api/admin/hero",
        "GET /api/user",
        "GET /api/openapi.json",
      ]),
    );
  });

  it("gives every operation a summary, description, tag, and an example of each answer and body", () => {
    for (const { method, path, operation } of operations) {
      const label = `${method} ${path}`;
      expect(operation.summary, label).toBeTruthy();
      expect(operation.description, label).toBeTruthy();
      expect(operation.tags, label).toHaveLength(1);
      const media = [
        ...Object.values(operation.requestBody?.content ?? {}),
        ...Object.values(operation.responses).flatMap((answer) => Object.values(answer.content)),
      ];
      for (const { example } of media) expect(example, label).toBeDefined();
    }
  });

  it("lists each tag the operations use, with its description, and no other", () => {
    const tags = (openApiDocument as unknown as { tags: { name: string; description: string }[] }).tags;
    const used = new Set(operations.flatMap(({ operation }) => operation.tags ?? []));
    expect(tags.map(({ name }) => name).toSorted()).toEqual([...used].toSorted());
    for (const { name, description } of tags) expect(description, name).toBeTruthy();
  });

  it("names each operation once and describes each parameter of its path, with an example", () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, operation } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const described = (
        operation as unknown as { parameters: { name: string; in: string; example?: string }[] }
      ).parameters.filter((parameter) => parameter.in === "path");
      expect(
        described.map((parameter) => parameter.name),
        path,
      ).toEqual(inPath);
      for (const parameter of described)
        expect(parameter.example, `${path} ${parameter.name}`).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("offers the filter tree on every list that answers a page, but the security logs (read newest first, unfiltered)", () => {
    const lists = operations.filter(({ operation }) =>
      JSON.stringify(operation.responses["200"]?.content["application/json"]?.schema ?? {}).includes("/List"),
    );
    const filters = lists.map(({ operation }) => {
      const { parameters } = operation as unknown as { parameters: { name: string; in: string; schema: object }[] };
      const filter = parameters.find((parameter) => parameter.in === "query" && parameter.name === "filter");
      return [operation.operationId, filter?.schema];
    });
    const listIds = [
      ...["listCustomers", "listCompanies", "listDeals", "listCustomerDeals", "listCompanyDeals"],
      ...["listTasks", "listCustomerTasks", "listCompanyTasks", "listActivities", "listCustomerActivities"],
      "listCompanyActivities",
    ];
    expect(filters).toEqual([
      ["listWorkspaceSecurityEvents", undefined],
      ["listMySecurityEvents", undefined],
      ...listIds.map((id) => [id, { type: "string" }]),
    ]);
  });

  it("holds examples that match their own schemas", () => {
    const mismatches = operations.flatMap(({ method, path, operation }) => {
      const at = ["paths", path, method];
      const media = [
        ...Object.entries(operation.requestBody?.content ?? {}).map(([type, { example }]) => ({
          keys: [...at, "requestBody", "content", type, "schema"],
          example,
        })),
        ...Object.entries(operation.responses).flatMap(([status, answer]) =>
          Object.entries(answer.content).map(([type, { example }]) => ({
            keys: [...at, "responses", status, "content", type, "schema"],
            example,
          })),
        ),
      ];
      return media.flatMap(({ keys, example }) => {
        const validate = validatorAt(...keys);
        return validate(example) ? [] : [`${keys.join(" ")}: ${errorsText(validate)}`];
      });
    });
    expect(mismatches).toEqual([]);
  });

  it("describes both error forms and the bearer key and session cookie", () => {
    const getCustomer = openApiDocument.paths["/api/customers/{id}"]?.get as unknown as Operation & {
      security: unknown;
    };
    expect(Object.keys(getCustomer.responses["404"]?.content ?? {})).toEqual([
      "application/problem+json",
      "text/plain",
    ]);
    expect(getCustomer.responses["404"]?.content["text/plain"]?.example).toBe("Customer not found");
    expect(getCustomer.responses["404"]?.content["application/problem+json"]?.example).toEqual({
      type: "about:blank",
      title: "Not Found",
      status: 404,
      detail: "Customer not found",
      code: "NOT_FOUND",
    });
    expect(getCustomer.security).toEqual([{ apiKey: [] }, { session: [] }]);
    const createCustomer = openApiDocument.paths["/api/customers"]?.post as unknown as Operation;
    expect(createCustomer.responses["400"]?.content["application/problem+json"]?.example).toEqual({
      type: "about:blank",
      title: "Bad Request",
      status: 400,
      detail: "Name is required",
      code: "BAD_USER_INPUT",
      errors: [
        { field: "name", message: "Name is required" },
        { field: "email", message: "Email is required" },
      ],
    });
    const { components } = openApiDocument as unknown as { components: { securitySchemes: object } };
    expect(components.securitySchemes).toMatchObject({
      apiKey: { type: "http", scheme: "bearer" },
      session: { type: "apiKey", in: "cookie", name: "bramble_session" },
    });
  });

  it("matches a request path to its template, fixed segments first", () => {
    expect(matchPath("/api/customers/export.csv")).toBe("/api/customers/export.csv");
    expect(matchPath("/api/customers/0194f3a2-5c1e-7d40-9b7a-3c2e8f1a6b01")).toBe("/api/customers/{id}");
    expect(matchPath("/api/customers/abc/deals")).toBe("/api/customers/{id}/deals");
    expect(matchPath("/api/nothing")).toBeUndefined();
  });
});

describe("GET /api/openapi.json", () => {
  it("serves the document with the app's API rate limit", async () => {
    const response = await t.request().get("/api/openapi.json");
    expect(response.status).toBe(200);
    const options = { apiRateLimit: 750 };
    expect(response.body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(declaredRoutes(options), options))));
    expect(response.body["x-rate-limit"]).toEqual({ requests: 750, window: "1 hour", per: "API key" });
    expect(response.body.info.description).toContain("**Rate limit:** 750 requests per API key per hour.");
  });
});
