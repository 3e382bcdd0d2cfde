import { describe, expect, it } from "vitest";
import { groupOperations } from "./groupOperations.ts";
import type { OpenApiDocument } from "./openApiDocument.ts";
import { OPEN_API_FIXTURE } from "./openApiFixture.ts";

const summary = (document: OpenApiDocument) =>
  groupOperations(document).map(({ tag, id, operations }) => ({
    tag,
    id,
    operations: operations.map((operation) => `${operation.id} ${operation.method.toUpperCase()} ${operation.path}`),
  }));

describe("groupOperations", () => {
  it("groups the operations under their tags, in the document's order", () => {
    expect(summary(OPEN_API_FIXTURE)).toEqual([
      {
        tag: "Customers",
        id: "tag-customers",
        operations: [
          "listCustomers GET /api/customers",
          "createCustomer POST /api/customers",
          "deleteCustomer DELETE /api/customers/{id}",
        ],
      },
      { tag: "Auth", id: "tag-auth", operations: ["login POST /api/auth/login"] },
      { tag: "Account", id: "tag-account", operations: ["changePassword PUT /api/user/password"] },
    ]);
  });

  it("resolves $ref'd parameters and adds the path's own parameters, which an operation's may override", () => {
    const [customers] = groupOperations(OPEN_API_FIXTURE);
    const parameters = customers?.operations.map((operation) =>
      operation.parameters.map(({ name, in: place }) => `${place} ${name}`),
    );
    expect(parameters).toEqual([["query limit", "query status"], [], ["path id"]]);

    const document: OpenApiDocument = {
      ...OPEN_API_FIXTURE,
      paths: {
        "/api/tasks/{id}": {
          parameters: [{ name: "id", in: "path", required: true, description: "shared" }],
          get: { parameters: [{ name: "id", in: "path", required: true, description: "own" }] },
        },
      },
    };
    expect(groupOperations(document)[0]?.operations[0]?.parameters).toEqual([
      { name: "id", in: "path", required: true, description: "own" },
    ]);
  });

  it("puts operations without a tag under Other, and names an operation without an id by method and path", () => {
    const document: OpenApiDocument = {
      ...OPEN_API_FIXTURE,
      tags: [],
      paths: { "/api/tasks/{id}": { put: { summary: "Update a task" } } },
    };
    expect(summary(document)).toEqual([
      { tag: "Other", id: "tag-other", operations: ["put-api-tasks-id PUT /api/tasks/{id}"] },
    ]);
  });
});
