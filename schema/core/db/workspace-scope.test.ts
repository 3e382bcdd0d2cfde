import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { Prisma } from "#prisma/generated/prisma/client.ts";
import { createDatabase, type Database } from "./db.ts";
import { scopeArgs } from "./workspace-scope.ts";

const W = "0190c5f2-0000-7000-8000-00000000aaaa";

describe("scopeArgs", () => {
  it("adds the workspace to what reads, counts and deletes filter on", () => {
    for (const operation of ["findUnique", "findFirst", "findMany", "count", "aggregate", "groupBy", "deleteMany"]) {
      expect(scopeArgs(operation, { where: { id: "x" } }, W)).toEqual({
        where: { id: "x", workspaceId: W },
      });
    }
    expect(scopeArgs("findMany", undefined, W)).toEqual({ where: { workspaceId: W } });
  });

  it("overrides a workspace the caller tried to name", () => {
    expect(scopeArgs("findMany", { where: { workspaceId: "other" } }, W)).toEqual({
      where: { workspaceId: W },
    });
    expect(scopeArgs("create", { data: { name: "n", workspaceId: "other" } }, W)).toEqual({
      data: { name: "n", workspaceId: W },
    });
  });

  it("puts the workspace on every created row", () => {
    expect(scopeArgs("createMany", { data: [{ title: "a" }, { title: "b" }] }, W)).toEqual({
      data: [
        { title: "a", workspaceId: W },
        { title: "b", workspaceId: W },
      ],
    });
  });

  it("scopes both halves of an upsert", () => {
    expect(scopeArgs("upsert", { where: { id: "x" }, create: { title: "t" }, update: { title: "u" } }, W)).toEqual({
      where: { id: "x", workspaceId: W },
      create: { title: "t", workspaceId: W },
      update: { title: "u" },
    });
  });
});

describe("the system client", () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.url);
  });
  afterAll(async () => {
    await db.$disconnect();
    await database.drop();
  });

  it("refuses every workspace model outright", async () => {
    await expect(db.customer.findMany()).rejects.toThrow("Customer.findMany needs a workspace");
    await expect(db.task.count()).rejects.toThrow("Task.count needs a workspace");
    await expect(db.apiKey.findFirst()).rejects.toThrow("ApiKey.findFirst needs a workspace");
  });

  it("reaches them through a workspace-bound client, which sees only that workspace's rows", async () => {
    const [a, b] = await Promise.all([
      db.workspace.create({ data: { name: "A" } }),
      db.workspace.create({ data: { name: "B" } }),
    ]);
    await db.$forWorkspace(a.id).customer.create({ data: { name: "In A", email: "a@a.test" } });
    const inB = await db.$forWorkspace(b.id).customer.create({ data: { name: "In B", email: "b@b.test" } });
    const crmA = db.$forWorkspace(a.id);
    expect((await crmA.customer.findMany()).map((customer) => customer.name)).toEqual(["In A"]);
    expect(await crmA.customer.findUnique({ where: { id: inB.id } })).toBeNull();
    expect(await crmA.customer.updateMany({ where: { id: inB.id }, data: { name: "Taken" } })).toEqual({ count: 0 });
    const rows = await crmA.$queryWorkspace<{ name: string }>(
      (workspace) => Prisma.sql`SELECT name FROM customers WHERE workspace_id = ${workspace} ORDER BY name`,
    );
    expect(rows).toEqual([{ name: "In A" }]);
  });

  it("runs $executeWorkspace on the client's own workspace, inside the transaction it is called on", async () => {
    const [a, b] = await Promise.all([
      db.workspace.create({ data: { name: "Exec A" } }),
      db.workspace.create({ data: { name: "Exec B" } }),
    ]);
    const crmA = db.$forWorkspace(a.id);
    await crmA.customer.create({ data: { name: "Old A", email: "old@a.test" } });
    await db.$forWorkspace(b.id).customer.create({ data: { name: "Old B", email: "old@b.test" } });
    const rename = (workspace: Prisma.Sql) =>
      Prisma.sql`UPDATE customers SET name = 'Renamed' WHERE workspace_id = ${workspace}`;
    const rolledBack = crmA.$transaction(async (tx) => {
      expect(await tx.$executeWorkspace(rename)).toBe(1);
      expect(
        await tx.$queryWorkspace(
          (workspace) => Prisma.sql`SELECT name FROM customers WHERE workspace_id = ${workspace}`,
        ),
      ).toEqual([{ name: "Renamed" }]);
      throw new Error("roll back");
    });
    await expect(rolledBack).rejects.toThrow("roll back");
    expect((await crmA.customer.findMany()).map((customer) => customer.name)).toEqual(["Old A"]);
    expect(await crmA.$executeWorkspace(rename)).toBe(1);
    const names = await db.$forWorkspace(b.id).customer.findMany();
    expect([(await crmA.customer.findMany())[0]?.name, names[0]?.name]).toEqual(["Renamed", "Old B"]);
  });
});
