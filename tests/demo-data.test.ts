import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../prisma/seed.ts";
import { createDatabase, type Database } from "../schema/db.ts";
import { createTestDatabase } from "./support/test-database.ts";
import { createUser } from "./support/users.ts";

const SAMPLE_NAMES = ["Sarah Johnson", "Michael Chen", "Emily Rodriguez", "David Kim", "Lisa Thompson", "James Wilson"];

async function freshDatabase() {
  const database = await createTestDatabase();
  return { db: createDatabase(database.url), drop: database.drop };
}

const counts = async (db: Database) => ({
  customers: await db.customer.count(),
  tasks: await db.task.count(),
  deals: await db.deal.count(),
});

describe("demo data on a brand-new installation", () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDatabase());
    await createUser(db, { username: "owner", role: "admin" });
    await seedDatabase(db, { demoData: true });
  });
  afterAll(async () => {
    await db.$disconnect();
    await drop();
  });

  it("holds the spec's six sample customers, five tasks and seven activities", async () => {
    const samples = await db.customer.findMany({
      where: {
        name: {
          in: SAMPLE_NAMES,
        },
      },
      select: { company: true },
      orderBy: { name: "asc" },
    });
    expect(samples.map((customer) => customer.company)).toEqual([
      "StartupXYZ",
      "Global Dynamics",
      "Digital Ventures",
      "Enterprise Co",
      "Innovate Labs",
      "TechCorp Solutions",
    ]);
    expect(await db.task.count()).toBe(5);
    expect(await db.deal.count({ where: { customer: { name: { in: SAMPLE_NAMES } } } })).toBe(6);
    expect(
      await db.activity.count({
        where: {
          customer: {
            name: {
              in: SAMPLE_NAMES,
            },
          },
        },
      }),
    ).toBe(7);
  });

  it("adds generated customers and deals over the last six months, owned by the admin", async () => {
    expect(await counts(db)).toMatchObject({ customers: 54, tasks: 5 });
    expect(await db.deal.count()).toBeGreaterThan(48);
    const owner = await db.user.findUniqueOrThrow({ where: { username: "owner" } });
    expect(await db.customer.count({ where: { ownerId: owner.id } })).toBe(54);
    const oldest = await db.customer.findFirstOrThrow({ orderBy: { createdAt: "asc" } });
    expect(Date.now() - oldest.createdAt.getTime()).toBeGreaterThan(150 * 24 * 60 * 60 * 1000);
  });

  it("is not added again on the next start, even after the team deleted it all", async () => {
    await db.customer.deleteMany();
    await db.task.deleteMany();
    await seedDatabase(db, { demoData: true });
    expect(await counts(db)).toEqual({ customers: 0, tasks: 0, deals: 0 });
  });
});

describe("DEMO_DATA=false", () => {
  it("starts a brand-new installation empty", async () => {
    const { db, drop } = await freshDatabase();
    try {
      await seedDatabase(db, { demoData: false });
      expect(await counts(db)).toEqual({ customers: 0, tasks: 0, deals: 0 });
      expect(await db.siteSettings.count()).toBe(1);
    } finally {
      await db.$disconnect();
      await drop();
    }
  });
});
