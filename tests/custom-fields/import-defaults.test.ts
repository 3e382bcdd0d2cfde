import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Context, WorkspaceAccess } from "#core/context.ts";
import { importCompanies } from "#schema/companies/companies.import.ts";
import { importCustomers } from "#schema/customers/customers.import.ts";
import { serviceContext } from "#tests/support/service-context.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { createWorkspace } from "#tests/support/workspaces.ts";
import { defineField, selectOptions } from "./definitions.ts";

// The CSV imports map no custom field yet: the records they create start with the fields' defaults.

let t: TestApp;
let workspace: WorkspaceAccess;
let ctx: Context;

beforeAll(async () => {
  t = await startTestApp();
  const owner = await createUser(t.db, { username: "ivy" });
  workspace = await createWorkspace(t.db, owner);
  ctx = serviceContext(t.db, owner, workspace);
  await defineField(workspace, "customer", "stage", "select", {
    required: true,
    defaultValue: "new",
    options: selectOptions("New", "Known"),
  });
  await defineField(workspace, "customer", "newsletter", "boolean", { defaultValue: true });
  await defineField(workspace, "customer", "seats", "number");
  await defineField(workspace, "company", "segment", "text", { required: true, defaultValue: "SMB" });
});
afterAll(() => t.close());

describe("imported records", () => {
  it("people created by the import, and the companies made from their Company cells, get the defaults", async () => {
    const results = await importCustomers(ctx, {
      rows: [
        { line: 2, name: "Uma", email: "uma@example.com", company: "Umbrella" },
        { line: 3, name: "Vic", email: "vic@example.com" },
      ],
    });
    expect(results.map((result) => result.outcome)).toEqual(["created", "created"]);
    const people = await workspace.db.customer.findMany({ orderBy: { email: "asc" } });
    expect(people.map((person) => [person.email, person.customFields])).toEqual([
      ["uma@example.com", { stage: "new", newsletter: true }],
      ["vic@example.com", { stage: "new", newsletter: true }],
    ]);
    const umbrella = await workspace.db.company.findFirstOrThrow({ where: { name: "Umbrella" } });
    expect(umbrella.customFields).toEqual({ segment: "SMB" });
  });

  it("companies created by the companies import get the defaults", async () => {
    const results = await importCompanies(ctx, { rows: [{ line: 2, name: "Wayne", domains: "wayne.example" }] });
    expect(results.map((result) => result.outcome)).toEqual(["created"]);
    const wayne = await workspace.db.company.findFirstOrThrow({ where: { name: "Wayne" } });
    expect(wayne.customFields).toEqual({ segment: "SMB" });
  });
});
