import { describe, expect, it } from "vitest";
import { curlExample, serverUrl } from "./curlExample.ts";
import { groupOperations, type ApiOperation } from "./groupOperations.ts";
import type { OpenApiDocument } from "./openApiDocument.ts";
import { OPEN_API_FIXTURE } from "./openApiFixture.ts";

const ORIGIN = "http://127.0.0.1:3000";

function operation(document: OpenApiDocument, id: string): ApiOperation {
  const found = groupOperations(document)
    .flatMap((group) => group.operations)
    .find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
}

const curl = (id: string, document = OPEN_API_FIXTURE) => curlExample(document, operation(document, id), ORIGIN);

describe("curlExample", () => {
  it("sends the API key on a GET, with no method flag", () => {
    expect(curl("listCustomers")).toBe(
      'curl "https://crm.example.com/api/customers" \\\n  -H "Authorization: Bearer $API_KEY"',
    );
  });

  it("sends the example body as JSON, its single quotes escaped for the shell", () => {
    expect(curl("createCustomer")).toBe(
      [
        'curl -X POST "https://crm.example.com/api/customers" \\',
        '  -H "Authorization: Bearer $API_KEY" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{"name":"Sarah O'\\''Neil","email":"sarah@techcorp.com","status":"active"}'`,
      ].join("\n"),
    );
  });

  it("fills path parameters with their examples", () => {
    expect(curl("deleteCustomer")).toBe(
      'curl -X DELETE "https://crm.example.com/api/customers/0199a3c2-5b1e-7c4d-9f10-2b3c4d5e6f70" \\\n  -H "Authorization: Bearer $API_KEY"',
    );
  });

  it("sends no key where none is needed, and the session cookie where the session is", () => {
    expect(curl("login")).toBe(
      'curl -X POST "https://crm.example.com/api/auth/login" \\\n  -H "Content-Type: application/json" \\\n  -d \'{"username":"sarah","password":"secret12"}\'',
    );
    expect(curl("changePassword")).toBe(
      [
        'curl -X PUT "https://crm.example.com/api/user/password" \\',
        '  -H "Cookie: bramble_session=$BRAMBLE_SESSION" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{"currentPassword":"string","newPassword":"string"}'`,
      ].join("\n"),
    );
  });

  it("adds required query and header parameters with their examples", () => {
    const document: OpenApiDocument = {
      ...OPEN_API_FIXTURE,
      security: [],
      paths: {
        "/api/auth/verify-email": {
          get: {
            operationId: "verifyEmail",
            parameters: [
              { name: "token", in: "query", required: true, schema: { type: "string" }, example: "abc&def" },
              { name: "cursor", in: "query", schema: { type: "string" } },
              { name: "Accept", in: "header", required: true, example: "application/problem+json" },
            ],
          },
        },
      },
    };
    expect(curl("verifyEmail", document)).toBe(
      'curl "https://crm.example.com/api/auth/verify-email?token=abc%26def" \\\n  -H "Accept: application/problem+json"',
    );
  });

  it("leaves a parameter without an example of its own for the reader to fill in", () => {
    const document: OpenApiDocument = {
      ...OPEN_API_FIXTURE,
      security: [],
      paths: {
        "/api/tasks/{id}": {
          get: {
            operationId: "getTask",
            parameters: [
              { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
              { name: "fields", in: "query", required: true, schema: { type: "string" } },
            ],
          },
        },
      },
    };
    expect(curl("getTask", document)).toBe('curl "https://crm.example.com/api/tasks/{id}?fields={fields}"');
  });
});

describe("serverUrl", () => {
  it("is the first server's URL, a relative one on the page's origin, without a trailing slash", () => {
    expect(serverUrl(OPEN_API_FIXTURE, ORIGIN)).toBe("https://crm.example.com");
    expect(serverUrl({ ...OPEN_API_FIXTURE, servers: [{ url: "/" }] }, ORIGIN)).toBe(ORIGIN);
    expect(serverUrl({ ...OPEN_API_FIXTURE, servers: undefined }, ORIGIN)).toBe(ORIGIN);
  });
});
