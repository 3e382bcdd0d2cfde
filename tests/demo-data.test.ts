import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSampleData } from "#prisma/demo/seed-demo.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { graphql } from "./support/graphql.ts";
import { signIn } from "./support/sign-in.ts";
import { startTestApp, type TestApp } from "./support/test-app.ts";
import { createUser } from "./support/users.ts";
import { createWorkspace, workspaceOf } from "./support/workspaces.ts";

const SAMPLE_NAMES = ["Sarah Johnson", "Michael Chen", "Emily Rodriguez", "David Kim", "Lisa Thompson", "James Wilson"];

const counts = async (db: WorkspaceDatabase) => ({
  customers: await db.customer.count(),
  deals: await db.deal.count(),
  tasks: await db.task.count(),
  activities: await db.activity.count(),
});

describe("a workspace's sample data", () => {
  let t: TestApp;
  let crm: WorkspaceDatabase;
  let ownerId: string;
  beforeAll(async () => {
    t = await startTestApp();
    const owner = await createUser(t.db, { username: "owner" });
    ownerId = owner.id;
    crm = (await createWorkspace(t.db, owner)).db;
    await seedSampleData(crm, owner.id);
  });
  afterAll(() => t.close());

  it("holds the spec's six sample customers, five tasks and seven activities", async () => {
    const samples = await crm.customer.findMany({
      where: { name: { in: SAMPLE_NAMES } },
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
    expect(await crm.task.count()).toBe(5);
    // Due on a day, not at a time: the end of the day, which the screens show without a time.
    const dueTimes = (await crm.task.findMany({ select: { dueAt: true } })).map(({ dueAt }) =>
      dueAt?.toISOString().slice(11),
    );
    expect(dueTimes).toEqual(Array(5).fill("23:59:59.999Z"));
    expect(await crm.deal.count({ where: { customer: { name: { in: SAMPLE_NAMES } } } })).toBe(6);
    expect(await crm.activity.count({ where: { customer: { name: { in: SAMPLE_NAMES } } } })).toBe(7);
  });

  it("puts the sample customers at sample companies with domains, industry, size and roles", async () => {
    const companies = await crm.company.findMany({
      where: { name: { in: ["TechCorp Solutions", "StartupXYZ"] } },
      orderBy: { name: "asc" },
      select: {
        name: true,
        domains: true,
        industry: true,
        size: true,
        isSample: true,
        people: {
          orderBy: { role: "asc" },
          select: { role: true, isPrimary: true, customer: { select: { name: true } } },
        },
      },
    });
    expect(companies).toEqual([
      {
        name: "StartupXYZ",
        domains: ["startupxyz.com"],
        industry: "Financial services",
        size: 12,
        isSample: true,
        people: [
          { role: "Advisor", isPrimary: false, customer: { name: "Michael Chen" } },
          { role: "Founder", isPrimary: true, customer: { name: "David Kim" } },
        ],
      },
      {
        name: "TechCorp Solutions",
        domains: ["techcorp.com"],
        industry: "Software",
        size: 850,
        isSample: true,
        people: [{ role: "VP of Operations", isPrimary: true, customer: { name: "Sarah Johnson" } }],
      },
    ]);
    // Every customer has a primary company whose name is their company text, and so has every deal.
    const people = await crm.customer.findMany({
      select: {
        company: true,
        companies: { where: { isPrimary: true }, select: { company: { select: { name: true } } } },
      },
    });
    expect(people.filter(({ company, companies: [primary] }) => primary?.company.name !== company)).toEqual([]);
    expect(await crm.deal.count({ where: { companyId: null } })).toBe(0);
    expect(await crm.company.count({ where: { isSample: false } })).toBe(0);
    const sarahsDeal = await crm.deal.findFirstOrThrow({
      where: { title: "TechCorp platform renewal" },
      select: { company: { select: { name: true } } },
    });
    expect(sarahsDeal.company?.name).toBe("TechCorp Solutions");
  });

  it("adds generated customers and deals over the last six months, owned by the workspace's owner", async () => {
    expect(await counts(crm)).toMatchObject({ customers: 54, tasks: 5 });
    expect(await crm.deal.count()).toBeGreaterThan(48);
    expect(await crm.customer.count({ where: { ownerId } })).toBe(54);
    const oldest = await crm.customer.findFirstOrThrow({ orderBy: { createdAt: "asc" } });
    expect(Date.now() - oldest.createdAt.getTime()).toBeGreaterThan(150 * 24 * 60 * 60 * 1000);
  });

  it("marks every row as a sample", async () => {
    const real = { where: { isSample: false } };
    const realRows = await Promise.all([
      crm.customer.count(real),
      crm.deal.count(real),
      crm.task.count(real),
      crm.activity.count(real),
    ]);
    expect(realRows).toEqual([0, 0, 0, 0]);
  });
});

describe("sample data and sign-in", () => {
  it("a fresh installation has no CRM rows until someone signs in; then their new workspace gets the samples", async () => {
    const t = await startTestApp({ demoData: true });
    try {
      expect(await t.db.workspace.count()).toBe(0);
      await createUser(t.db, { username: "first" });
      const agent = await signIn(t, "first");
      const workspace = await workspaceOf(t.db, "first");
      expect(workspace).toMatchObject({ name: "first's workspace", role: "owner" });
      expect(await counts(workspace.db)).toMatchObject({ customers: 54, tasks: 5, activities: expect.any(Number) });
      const listed = await graphql(agent, "{ customers(first: 1) { totalCount } }");
      expect(listed.body.data.customers.totalCount).toBe(54);
    } finally {
      await t.close();
    }
  });

  it("with DEMO_DATA=false a new workspace starts empty", async () => {
    const t = await startTestApp({ demoData: false });
    try {
      await createUser(t.db, { username: "plain" });
      await signIn(t, "plain");
      const workspace = await workspaceOf(t.db, "plain");
      expect(await counts(workspace.db)).toEqual({ customers: 0, deals: 0, tasks: 0, activities: 0 });
      expect(await t.db.siteSettings.count()).toBe(1);
    } finally {
      await t.close();
    }
  });
});
