import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { openTestSession } from "#tests/support/sessions.ts";
import { createUser } from "#tests/support/users.ts";
import { createDatabase, type Database } from "#core/db/db.ts";
import { ADMIN_PASSWORD_FILE, ensureAdmin, type AdminPasswordOutput } from "./admin-bootstrap.ts";
import { weakPasswordMessage } from "./password-strength.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

let database: TestDatabase;
let db: Database;
const messages: string[] = [];
const log = pino({ level: "info" }, { write: (line: string) => void messages.push(JSON.parse(line).msg) });
/** For the configured admin, which generates no password. */
const noOutput: AdminPasswordOutput = { dataDir: "/nonexistent", interactive: false, show: () => {} };

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
    select: { id: true, role: true, passwordHash: true, emailVerifiedAt: true },
  });

describe("ensureAdmin with ADMIN_USERNAME and ADMIN_PASSWORD", () => {
  it("creates that admin, then leaves it alone while the password stays the same", async () => {
    await ensureAdmin(db, { username: "chief", password: "first-password" }, log, noOutput);
    const created = await account("chief");
    expect(created.role).toBe("admin");
    expect(created.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword("first-password", created.passwordHash ?? "")).toBe(true);

    await ensureAdmin(db, { username: "chief", password: "first-password" }, log, noOutput);
    expect(await account("chief")).toEqual(created);
  });

  it("gives the admin a changed password and ends its sessions", async () => {
    await ensureAdmin(db, { username: "boss", password: "old-password" }, log, noOutput);
    const before = await account("boss");
    await openTestSession(db, before.id);
    await openTestSession(db, before.id);

    await ensureAdmin(db, { username: "boss", password: "new-password" }, log, noOutput);

    const after = await account("boss");
    expect(await verifyPassword("new-password", after.passwordHash ?? "")).toBe(true);
    expect(await db.accountSession.count({ where: { userId: before.id } })).toBe(0);
  });

  it("refuses a new ADMIN_PASSWORD the estimator rates weakest, creating nothing", async () => {
    await expect(ensureAdmin(db, { username: "weakling", password: "password" }, log, noOutput)).rejects.toThrow(
      "ADMIN_PASSWORD is too easy to guess. This is a heavily used password. Add more words that are less common.",
    );
    expect(await db.user.count({ where: { username: "weakling" } })).toBe(0);
  });

  it("keeps an admin whose weak ADMIN_PASSWORD was set before the rule, so an upgrade still starts", async () => {
    const email = "legacy@admin.invalid";
    await db.user.create({
      data: {
        username: "legacy",
        email,
        emailNormalized: email,
        passwordHash: await hashPassword("password"),
        role: "admin",
        emailVerifiedAt: new Date(),
      },
    });
    await ensureAdmin(db, { username: "legacy", password: "password" }, log, noOutput);
    expect(await verifyPassword("password", (await account("legacy")).passwordHash ?? "")).toBe(true);
  });

  it("refuses an ordinary account of that name, naming ADMIN_USERNAME, and leaves it as it was", async () => {
    const ordinary = await createUser(db, { username: "ordinary" });

    await expect(ensureAdmin(db, { username: "ordinary", password: "admin-password" }, log, noOutput)).rejects.toThrow(
      'ADMIN_USERNAME names "ordinary", an existing account that is not an admin. An ordinary account is never made the site admin: choose another ADMIN_USERNAME.',
    );

    expect(await db.user.findUniqueOrThrow({ where: { id: ordinary.id } })).toEqual(ordinary);
  });
});

describe("ensureAdmin without them", () => {
  it("creates nothing when an admin exists", async () => {
    await createUser(db, { username: "site-admin", role: "admin" });
    messages.length = 0;
    await ensureAdmin(db, undefined, log, noOutput);
    expect(messages).toEqual([]);
    expect(await db.user.count({ where: { username: "admin" } })).toBe(0);
  });
});

describe("the first start's generated admin password", () => {
  let fresh: TestDatabase;
  let freshDb: Database;
  let dataDir: string;
  beforeAll(async () => {
    fresh = await createTestDatabase();
    freshDb = createDatabase(fresh.url);
  });
  afterAll(async () => {
    await freshDb.$disconnect();
    await fresh.drop();
  });

  async function firstStart(interactive: boolean) {
    await freshDb.user.deleteMany();
    dataDir = await mkdtemp(path.join(tmpdir(), "bramble-admin-"));
    const shown: string[] = [];
    messages.length = 0;
    await ensureAdmin(freshDb, undefined, log, { dataDir, interactive, show: (text) => shown.push(text) });
    const admin = await freshDb.user.findUniqueOrThrow({ where: { username: "admin" } });
    return { shown, passwordHash: admin.passwordHash ?? "" };
  }

  it("goes to a file only its owner can read when no one is at a terminal, and the log says where", async () => {
    const { shown, passwordHash } = await firstStart(false);
    const file = path.join(dataDir, ADMIN_PASSWORD_FILE);
    const password = (await readFile(file, "utf8")).trim();
    expect(await verifyPassword(password, passwordHash)).toBe(true);
    expect(await weakPasswordMessage(password, ["admin"])).toBeNull();
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(shown).toEqual([]);
    expect(messages).toEqual([
      `Created the admin account "admin"; its password is in ${file} (readable by this user only). Sign in at /admin/login and keep it safe, or set ADMIN_USERNAME and ADMIN_PASSWORD.`,
    ]);
    await rm(dataDir, { recursive: true });
  });

  it("is shown on an interactive terminal, never logged nor written", async () => {
    const { shown, passwordHash } = await firstStart(true);
    const password = /with password "([^"]+)"/.exec(shown.join(""))?.[1] ?? "";
    expect(await verifyPassword(password, passwordHash)).toBe(true);
    expect(messages).toEqual(['Created the admin account "admin"; its password is shown above.']);
    await expect(stat(path.join(dataDir, ADMIN_PASSWORD_FILE))).rejects.toThrow(/ENOENT/);
    await rm(dataDir, { recursive: true });
  });
});
