import { strFromU8, unzipSync } from "fflate";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkspaceDatabase } from "../../schema/db.ts";
import { errorOf, graphql } from "../support/graphql.ts";
import { signedInAgent, signIn } from "../support/sign-in.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { createUser } from "../support/users.ts";
import { addMember, workspaceOf } from "../support/workspaces.ts";

let t: TestApp;

type Agent = Awaited<ReturnType<typeof signIn>>;

const OWNERS_ONLY = { message: "Only workspace owners can do this", code: "FORBIDDEN" };

beforeAll(async () => {
  // Sign-in seeds each new workspace with sample rows, so the export holds every kind of record.
  t = await startTestApp({ demoData: true });
});
afterAll(() => t.close());

describe("exporting a workspace", () => {
  let exporter: Agent;
  let crm: WorkspaceDatabase;
  let files: Record<string, Uint8Array>;
  const csvRows = (name: string) =>
    Papa.parse<Record<string, string>>(strFromU8(files[name] ?? new Uint8Array()), {
      header: true,
      skipEmptyLines: true,
    }).data;

  beforeAll(async () => {
    exporter = await signedInAgent(t, { username: "exporter" });
    const workspace = await workspaceOf(t.db, "exporter");
    crm = workspace.db;
    await crm.customer.create({ data: { name: "Export Me", email: "export@me.test" } });
    await addMember(t.db, workspace, await createUser(t.db, { username: "exporter-helper" }));
    await signedInAgent(t, { username: "outsider" });
    await (
      await workspaceOf(t.db, "outsider")
    ).db.customer.create({ data: { name: "Not Mine", email: "not@mine.test" } });
  });

  it("gives owners a dated zip of CSV files and workspace.json", async () => {
    const day = new Date().toISOString().slice(0, 10);
    const response = await graphql(
      exporter,
      `
        mutation {
          exportWorkspace {
            filename
            contentBase64
          }
        }
      `,
    );
    const { filename, contentBase64 } = response.body.data.exportWorkspace;
    expect(filename).toBe(`workspace-export-${day}.zip`);
    files = unzipSync(Buffer.from(contentBase64, "base64"));
    expect(Object.keys(files).sort()).toEqual([
      "activities.csv",
      "customers.csv",
      "deals.csv",
      "members.csv",
      "tasks.csv",
      "workspace.json",
    ]);
  });

  it("holds every row of this workspace and none of another's", async () => {
    const { id } = await workspaceOf(t.db, "exporter");
    const customers = csvRows("customers.csv");
    expect(customers.length).toBe(await crm.customer.count());
    expect(customers.map((row) => row.name)).toContain("Export Me");
    expect(customers.map((row) => row.name)).not.toContain("Not Mine");
    for (const [file, count] of [
      ["customers.csv", await crm.customer.count()],
      ["deals.csv", await crm.deal.count()],
      ["tasks.csv", await crm.task.count()],
      ["activities.csv", await crm.activity.count()],
    ] as const) {
      expect(new Set(csvRows(file).map((row) => row.workspaceId))).toEqual(new Set([id]));
      expect(csvRows(file).length).toBe(count);
    }
    const members = csvRows("members.csv").map(({ username, email, role }) => ({ username, email, role }));
    expect(members).toEqual([
      { username: "exporter", email: "exporter@example.com", role: "owner" },
      { username: "exporter-helper", email: "exporter-helper@example.com", role: "member" },
    ]);
  });

  it("workspace.json repeats the workspace, its members and its records", async () => {
    const everything = JSON.parse(strFromU8(files["workspace.json"] ?? new Uint8Array()));
    expect(everything.workspace).toMatchObject({ name: "exporter's workspace", deletedAt: null });
    expect(everything.members.map((member: { username: string }) => member.username)).toEqual([
      "exporter",
      "exporter-helper",
    ]);
    expect(everything.customers.length).toBe(await crm.customer.count());
    expect(everything.deals.length).toBe(await crm.deal.count());
    expect(JSON.stringify(everything)).not.toContain("Not Mine");
    expect(JSON.stringify(everything)).not.toContain((await workspaceOf(t.db, "outsider")).id);
  });

  it("is for owners only", async () => {
    const helper = await signIn(t, "exporter-helper");
    const response = await graphql(
      helper,
      `
        mutation {
          exportWorkspace {
            filename
          }
        }
      `,
    );
    expect(errorOf(response.body)).toEqual(OWNERS_ONLY);
  });
});
