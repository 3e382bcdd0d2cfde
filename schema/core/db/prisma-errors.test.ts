import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { createDatabase, type Database } from "./db.ts";
import { ValidationError } from "../errors.ts";
import { TEXT_WITH_NUL_MESSAGE } from "./prisma-errors.ts";

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

// PostgreSQL refuses NUL in text; no domain's rules do, so it reached the database and answered 500.
describe("text holding NUL", () => {
  it.each([
    ["a lookup", () => db.user.findFirst({ where: { username: "fuzz\u0000" } })],
    [
      "a write",
      () =>
        db.contactMessage.create({
          data: { name: "Ada\u0000", email: "ada@example.com", subject: "Hi", message: "Hi" },
        }),
    ],
    ["a raw query", () => db.$queryRaw`SELECT ${"x\u0000"}::text`],
  ])("fails %s with a validation error that says why", async (_kind, attempt) => {
    const error: unknown = await attempt().catch((caught: unknown) => caught);
    expect([error instanceof ValidationError, (error as Error).message]).toEqual([true, TEXT_WITH_NUL_MESSAGE]);
    expect(TEXT_WITH_NUL_MESSAGE).toBe("Text cannot contain the NUL character (U+0000)");
  });

  it("leaves nothing written", async () => {
    expect(await db.contactMessage.count()).toBe(0);
  });
});
