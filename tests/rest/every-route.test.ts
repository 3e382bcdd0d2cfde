import { MAX_IMPORT_FILE_BYTES } from "#schema/customers/customers.import.rules.ts";
import type { Test } from "supertest";
import { afterAll, beforeAll, describe, it } from "vitest";
import { createApiKey } from "#tests/support/api-keys.ts";
import { openApiDocument } from "#tests/support/openapi-contract.ts";
import { expectBothForms } from "#tests/support/problem-details.ts";
import { sessionCookie } from "#tests/support/sessions.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

// Each error the document promises, asked of every route it promises it for, in both forms; the
// messages expected are the document's own examples.

type Media = { example?: unknown; schema: { $ref?: string } };
type Operation = {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content: Record<string, Media> }>;
};

const MISSING_ID = "0190c5f2-0000-7000-8000-000000000000";
const schemas = (openApiDocument as unknown as { components: { schemas: Record<string, { required?: string[] }> } })
  .components.schemas;

const operations = Object.entries(openApiDocument.paths).flatMap(([template, methods]) =>
  Object.entries(methods as unknown as Record<string, Operation>).map(([method, operation]) => ({
    label: `${method.toUpperCase()} ${template}`,
    method: method as "get" | "post" | "put" | "patch" | "delete",
    path: template.replace(/\{\w+\}/g, MISSING_ID),
    operation,
  })),
);
type Case = (typeof operations)[number];

/** POST, PUT and PATCH are read as JSON, whether or not the route wants a body. */
const writes = operations.filter(({ method }) => method === "post" || method === "put" || method === "patch");
const signedIn = operations.filter(({ operation }) => operation.security);
const cookieOnly = signedIn.filter(({ operation }) => !operation.security?.some((scheme) => "apiKey" in scheme));
const items = operations.filter(({ path, operation }) => path.includes(MISSING_ID) && operation.responses["404"]);

/** The document's plain-text example of a status for an operation. */
function documented({ operation }: Case, status: number): string {
  return String(operation.responses[status]?.content["text/plain"]?.example);
}

/** The smallest body the operation accepts: its example's required fields (none for a PATCH). */
function validBody({ operation }: Case): object {
  const json = operation.requestBody?.content["application/json"];
  const required = schemas[json?.schema.$ref?.split("/").pop() ?? ""]?.required ?? [];
  const example = (json?.example ?? {}) as Record<string, unknown>;
  return Object.fromEntries(required.map((field) => [field, example[field]]));
}

let t: TestApp;
let key: string;
/** The owner's session cookie, for the routes an API key may not use. */
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  const owner = await signedInAgent(t, { username: "every-route" });
  key = (await createApiKey(owner, "Every route")).header;
  const { id } = await t.db.user.findUniqueOrThrow({ where: { username: "every-route" } });
  cookie = await sessionCookie(t.db, id);
});
afterAll(() => t.close());

function bare(route: Case): Test {
  const client = t.request() as unknown as Record<Case["method"], (path: string) => Test>;
  return client[route.method](route.path);
}

/** The import routes (customers, companies): their large bodies' own limit, read only for a caller they know. */
const IMPORT_PATHS = ["/api/customers/import", "/api/companies/import"];

/** An import route reads its large body only for a caller it knows: the body checks are asked of it with the key. */
function bodyReader(route: Case): Test {
  return IMPORT_PATHS.includes(route.path) ? bare(route).set("Authorization", key) : bare(route);
}

/** The request, with an empty JSON body where the method carries one. */
function request(route: Case) {
  return writes.includes(route) ? bare(route).set("Content-Type", "application/json").send({}) : bare(route);
}

describe.each(operations)("$label", (route) => {
  it("answers an unknown API key with 401", async () => {
    await expectBothForms(() => request(route).set("Authorization", "Bearer brk_unknown"), {
      status: 401,
      message: "Invalid API key",
      code: "UNAUTHENTICATED",
    });
  });
});

describe.each(signedIn)("$label", (route) => {
  it("answers a caller who is not signed in with 401", async () => {
    await expectBothForms(() => request(route), {
      status: 401,
      message: documented(route, 401),
      code: "UNAUTHENTICATED",
    });
  });
});

describe.each(cookieOnly)("$label", (route) => {
  it("refuses an API key with 403", async () => {
    await expectBothForms(() => request(route).set("Authorization", key), {
      status: 403,
      message: documented(route, 403),
      code: "FORBIDDEN",
    });
  });
});

describe.each(items)("$label", (route) => {
  it("answers an id the workspace does not have with 404 and the documented message", async () => {
    const send = () => {
      const credential = cookieOnly.includes(route) ? { Cookie: cookie } : { Authorization: key };
      const keyed = bare(route).set(credential);
      return route.operation.requestBody ? keyed.send(validBody(route)) : keyed;
    };
    await expectBothForms(send, { status: 404, message: documented(route, 404), code: "NOT_FOUND" });
  });
});

describe.each(writes)("$label", (route) => {
  it("answers a body that is not JSON with 415, and malformed JSON with 400", async () => {
    await expectBothForms(() => bare(route).set("Content-Type", "text/plain").send("{}"), {
      status: 415,
      message: documented(route, 415),
      code: "UNSUPPORTED_MEDIA_TYPE",
    });
    await expectBothForms(() => bodyReader(route).set("Content-Type", "application/json").send("{"), {
      status: 400,
      message: "Malformed JSON body",
      code: "BAD_USER_INPUT",
    });
  });

  // An import batch has the import file's limit (20 MB) instead of 100 kB.
  const bodyLimit = IMPORT_PATHS.includes(route.path) ? MAX_IMPORT_FILE_BYTES : 100 * 1024;
  it(`answers a body over ${bodyLimit} bytes with 413`, async () => {
    const body = JSON.stringify({ padding: "x".repeat(bodyLimit) });
    await expectBothForms(() => bodyReader(route).set("Content-Type", "application/json").send(body), {
      status: 413,
      message: documented(route, 413),
      code: "PAYLOAD_TOO_LARGE",
    });
  });
});
