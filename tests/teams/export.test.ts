import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvLines } from "#core/csv/csv-text.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent, signIn } from "#tests/support/sign-in.ts";
import { startTestApp, TEST_APP_URL, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";

let t: TestApp;

type Agent = Awaited<ReturnType<typeof signIn>>;
type ExportLink = { filename: string; url: string; expiresAt: string };

const OWNERS_ONLY = "Only workspace owners can do this";
const INVALID_LINK =
  "This export link is invalid, has expired or has already been used. Export the workspace again from Settings.";
const NOT_YOURS = "This export link was made for another person";
const EXPORT_LINK = "mutation { exportWorkspace { filename url expiresAt } }";
/** More than two of the export's 1,000-row pages. */
const EXTRA_CUSTOMERS = 2345;

beforeAll(async () => {
  // Sign-in seeds each new workspace with sample rows, so the export holds every kind of record.
  t = await startTestApp({ demoData: true });
});
afterAll(() => t.close());

async function exportLink(agent: Agent): Promise<ExportLink> {
  const response = await graphql(agent, EXPORT_LINK);
  const link = response.body.data?.exportWorkspace as ExportLink | undefined;
  if (!link) throw new Error(`exportWorkspace failed: ${response.text}`);
  return link;
}

/** All the rows as one CSV, its header the first row's keys: what each file of the export must hold. */
function objectsToCsv(rows: readonly object[]): string {
  const fields = Object.keys(rows[0] ?? {});
  return csvLines(
    [fields, ...rows.map((row) => fields.map((field) => (row as Record<string, unknown>)[field]))],
    fields.map((field) => (field === "phone" ? "phone" : "text")),
  );
}

/** The link's path and query, as the app serves it. */
function pathOf(url: string) {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** The answer's bytes as one Buffer in `body`, whatever its type. */
async function download(client: { get: Agent["get"] }, path: string) {
  return client
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
}

describe("exporting a workspace", () => {
  let exporter: Agent;
  let crm: WorkspaceDatabase;
  let workspaceId: string;
  let link: ExportLink;
  let files: Record<string, Uint8Array>;
  const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());

  beforeAll(async () => {
    exporter = await signedInAgent(t, { username: "exporter" });
    const workspace = await workspaceOf(t.db, "exporter");
    crm = workspace.db;
    workspaceId = workspace.id;
    const me = await crm.customer.create({
      data: { name: "Export Me", email: "export@me.test", notes: '=cmd|"x", line\nbreak' },
    });
    const company = await crm.company.create({ data: { name: "Export Co", domains: ["export.test"], size: 12 } });
    await crm.customerCompany.create({
      data: { customerId: me.id, companyId: company.id, role: "Buyer", isPrimary: true },
    });
    await crm.customer.createMany({
      data: Array.from({ length: EXTRA_CUSTOMERS }, (_, index) => ({
        name: `Customer ${index}`,
        email: `customer-${index}@bulk.test`,
      })),
    });
    await addMember(t.db, workspace, await createUser(t.db, { username: "exporter-helper" }));
    await signedInAgent(t, { username: "outsider" });
    await (
      await workspaceOf(t.db, "outsider")
    ).db.customer.create({ data: { name: "Not Mine", email: "not@mine.test" } });
  });

  it("gives owners a dated link, good for 5 minutes, to a zip of CSV files and workspace.json", async () => {
    const before = Date.now();
    link = await exportLink(exporter);
    const day = new Date().toISOString().slice(0, 10);
    expect(link.filename).toBe(`workspace-export-${day}.zip`);
    expect(link.url).toMatch(new RegExp(`^${TEST_APP_URL}/api/workspace/export\\?token=[A-Za-z0-9_-]{43}$`));
    const lifetime = new Date(link.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(5 * 60_000);
    expect(lifetime).toBeLessThan(5 * 60_000 + 5_000);

    // The link alone opens it: no session needed (a download manager, another tab).
    const response = await download(t.request(), pathOf(link.url));
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename=${link.filename}`);
    files = unzipSync(response.body as Buffer);
    expect(Object.keys(files)).toEqual([
      "customers.csv",
      "companies.csv",
      "customer_companies.csv",
      "deals.csv",
      "deal_contacts.csv",
      "tasks.csv",
      "activities.csv",
      "members.csv",
      "workspace.json",
    ]);
  });

  it("holds exactly this workspace's rows, page after page, and none of another's", async () => {
    const omit = { searchText: true, emailNormalized: true } as const;
    const byId = { orderBy: { id: "asc" as const } };
    const customers = await crm.customer.findMany({ ...byId, omit });
    expect(customers.length).toBe(EXTRA_CUSTOMERS + (await crm.customer.count({ where: { isSample: true } })) + 1);
    const deals = await crm.deal.findMany(byId);
    const tasks = await crm.task.findMany(byId);
    const activities = await crm.activity.findMany(byId);
    expect(text("customers.csv")).toBe(objectsToCsv(customers));
    // The sample customers' phone numbers: quoted text, no stray apostrophe.
    expect(text("customers.csv")).toContain(',"+1 (555) 123-4567",');
    expect(text("customers.csv")).not.toContain("'+1");
    expect(text("deals.csv")).toBe(objectsToCsv(deals));
    const companies = await crm.company.findMany({ ...byId, omit: { searchText: true } });
    const customer_companies = await crm.customerCompany.findMany(byId);
    expect(companies.map((company) => company.name)).toContain("Export Co");
    expect(text("companies.csv")).toBe(objectsToCsv(companies));
    expect(text("customer_companies.csv")).toBe(objectsToCsv(customer_companies));
    const deal_contacts = await crm.dealContact.findMany(byId);
    expect(text("customers.csv")).toContain(",Export Co,");
    expect(text("tasks.csv")).toBe(objectsToCsv(tasks));
    expect(text("activities.csv")).toBe(objectsToCsv(activities));
    expect(text("customers.csv")).not.toContain("Not Mine");

    const memberships = await t.db.membership.findMany({
      where: { workspaceId },
      include: { user: { select: { id: true, username: true, email: true } } },
      orderBy: { createdAt: "asc" },
    });
    const members = memberships.map(({ user, role, createdAt }) => ({ ...user, role, joinedAt: createdAt }));
    expect(members.map(({ username, role }) => [username, role])).toEqual([
      ["exporter", "owner"],
      ["exporter-helper", "member"],
    ]);
    expect(text("members.csv")).toBe(objectsToCsv(members));

    const workspace = await t.db.workspace.findUniqueOrThrow({ where: { id: workspaceId } });
    const { exportedAt } = JSON.parse(text("workspace.json")) as { exportedAt: string };
    const everything = {
      exportedAt,
      workspace,
      members,
      customers,
      companies,
      customer_companies,
      deals,
      deal_contacts,
      tasks,
      activities,
    };
    expect(text("workspace.json")).toBe(JSON.stringify(everything, null, 2));
  });

  it("works once: the same link is refused afterwards", async () => {
    const again = await download(t.request(), pathOf(link.url));
    expect([again.status, again.body.toString()]).toEqual([400, INVALID_LINK]);
  });

  it("refuses an expired link", async () => {
    const expiring = await exportLink(exporter);
    await t.db.token.updateMany({
      where: { kind: "workspace_export", usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const response = await download(exporter, pathOf(expiring.url));
    expect([response.status, response.body.toString()]).toEqual([400, INVALID_LINK]);
  });

  it("refuses the link to a member of another workspace, and leaves it good for its owner", async () => {
    const fresh = await exportLink(exporter);
    const outsider = await signIn(t, "outsider");
    const refused = await download(outsider, pathOf(fresh.url));
    expect([refused.status, refused.body.toString()]).toEqual([403, NOT_YOURS]);
    const helper = await signIn(t, "exporter-helper");
    const member = await download(helper, pathOf(fresh.url));
    expect([member.status, member.body.toString()]).toEqual([403, NOT_YOURS]);
    const owner = await download(exporter, pathOf(fresh.url));
    expect(owner.status).toBe(200);
  });

  it("opens an owner's own workspace with the session alone, and nobody's without one", async () => {
    const outsider = await signIn(t, "outsider");
    const own = await download(outsider, "/api/workspace/export");
    expect(own.status).toBe(200);
    const names = strFromU8(unzipSync(own.body as Buffer)["customers.csv"] ?? new Uint8Array());
    expect(names).toContain("Not Mine");
    expect(names).not.toContain("Export Me");
    const anonymous = await download(t.request(), "/api/workspace/export");
    expect([anonymous.status, anonymous.body.toString()]).toEqual([401, "Not signed in"]);
  });

  it("is for owners only, in both transports", async () => {
    const helper = await signIn(t, "exporter-helper");
    const response = await graphql(helper, EXPORT_LINK);
    expect(errorOf(response.body)).toEqual({ message: OWNERS_ONLY, code: "FORBIDDEN" });
    const rest = await download(helper, "/api/workspace/export");
    expect([rest.status, rest.body.toString()]).toEqual([403, OWNERS_ONLY]);
  });

  it("refuses a link whose owner is an owner no longer", async () => {
    const demoted = await exportLink(exporter);
    const owner = await t.db.user.findUniqueOrThrow({ where: { username: "exporter" } });
    await t.db.membership.update({
      where: { workspaceId_userId: { workspaceId, userId: owner.id } },
      data: { role: "member" },
    });
    const response = await download(t.request(), pathOf(demoted.url));
    expect([response.status, response.body.toString()]).toEqual([403, OWNERS_ONLY]);
  });
});
