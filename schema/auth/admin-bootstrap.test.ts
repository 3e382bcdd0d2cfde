import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import { createUser, TEST_PASSWORD } from "../../tests/support/users.ts";
import { createDatabase, type Database } from "../db.ts";
import { ensureAdmin } from "./admin-bootstrap.ts";
import { verifyPassword } from "./passwords.ts";

let database: TestDatabase;
let db: Database;
const messages: string[] = [];
const log = pino({ level: "info" }, { write: (line: string) => void messages.push(JSON.parse(line).msg) });

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDatabase(database.url);
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const account = (username: string) =>
  db.user.findUniqueOrThrow({
    where: { username },
    select: { role: true, passwordHash: true, sessionVersion: true, emailVerifiedAt: true },
  });

describe("ensureAdmin with ADMIN_USERNAME and ADMIN_PASSWORD", () => {
  it("creates that admin, then leaves it alone while the password stays the same", async () => {
    await ensureAdmin(db, { username: "chief", password: "first-password" }, log);
    const created = await account("chief");
    expect(created.role).toBe("admin");
    expect(created.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword("first-password", created.passwordHash)).toBe(true);

    await ensureAdmin(db, { username: "chief", password: "first-password" }, log);
    expect(await account("chief")).toEqual(created);
  });

  it("gives the admin a changed password and ends its sessions", async () => {
    await ensureAdmin(db, { username: "boss", password: "old-password" }, log);
    const before = await account("boss");

    await ensureAdmin(db, { username: "boss", password: "new-password" }, log);

    const after = await account("boss");
    expect(await verifyPassword("new-password", after.passwordHash)).toBe(true);
    expect(after.sessionVersion).toBe(before.sessionVersion + 1);
  });

  it("promotes an existing user of that name", async () => {
    await createUser(db, { username: "promoted" });

    await ensureAdmin(db, { username: "promoted", password: TEST_PASSWORD }, log);

    expect((await account("promoted")).role).toBe("admin");
  });
});

describe("ensureAdmin without them", () => {
  it("creates nothing when an admin exists", async () => {
    await createUser(db, { username: "site-admin", role: "admin" });
    messages.length = 0;
    await ensureAdmin(db, undefined, log);
    expect(messages).toEqual([]);
    expect(await db.user.count({ where: { username: "admin" } })).toBe(0);
  });
});
