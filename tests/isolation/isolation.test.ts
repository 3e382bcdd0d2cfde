import { randomUUID } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import type { Response, Test } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRestApi } from "#gateway/rest/index.ts";
import { schema } from "#schema/index.ts";
import { graphql, type GraphqlResponse } from "#tests/support/graphql.ts";
import { restRoutes } from "#tests/support/rest-routes.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { GRAPHQL_CASES, REST_CASES, type GraphqlCase, type RestCase } from "./operations.ts";
import { B_MARKERS, CALLERS, twoWorkspaces, type Caller, type Requester, type WorkspaceIds } from "./two-workspaces.ts";

// Workspace isolation for every GraphQL field and every REST route, generated from the schema and the
// route table: whoever calls, nothing of workspace B is read, counted or changed from outside it.

function graphqlFields(): string[] {
  return [schema.getQueryType(), schema.getMutationType()].flatMap((type) => Object.keys(type?.getFields() ?? {}));
}

/** Ids of rows that do not exist, in place of B's: the answer must be the same. */
function missingIds(): WorkspaceIds {
  return {
    workspaceId: randomUUID(),
    customerId: randomUUID(),
    companyId: randomUUID(),
    dealId: randomUUID(),
    taskId: randomUUID(),
    activityId: randomUUID(),
    customFieldId: randomUUID(),
    apiKeyId: randomUUID(),
    webhookEndpointId: randomUUID(),
    webhookDeliveryId: randomUUID(),
    invitationId: randomUUID(),
    trustedBrowserId: randomUUID(),
    passkeyId: randomUUID(),
    userId: randomUUID(),
    sessionId: randomUUID(),
  };
}

/** An answer's text, or the text of every file when it is a zip (the workspace export). */
function bodyText(bytes: Buffer, type: string): string {
  if (type !== "application/zip") return bytes.toString("utf8");
  return Object.values(unzipSync(bytes))
    .map((file) => strFromU8(file))
    .join("\n");
}

function textOf(response: Response): string {
  return Buffer.isBuffer(response.body) ? bodyText(response.body, response.type) : response.text;
}

/** A request whose answer is read as bytes into `body`, whatever its type. */
function asBytes<Request extends Test>(request: Request): Request {
  return request.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  }) as Request;
}

/** The answer as text, with the export its link leads to unpacked, so its files are searched too. */
async function answerText(requester: Requester, body: GraphqlResponse): Promise<string> {
  const exported = body.data?.exportWorkspace as { url?: string } | undefined;
  if (!exported?.url) return JSON.stringify(body);
  const { pathname, search } = new URL(exported.url);
  const download = await asBytes(requester.get(`${pathname}${search}`));
  return [JSON.stringify(body), bodyText(download.body as Buffer, download.type)].join("\n");
}

/** The site admin lists workspaces and accounts by design: their names, never what is in them. */
function markersFor(caller: Caller, operation: string): string[] {
  const adminListing = caller === "site admin" && ["workspaces", "users"].includes(operation);
  const { workspaceName, ownerName, ...data } = B_MARKERS;
  return adminListing ? Object.values(data) : [...Object.values(data), workspaceName, ownerName];
}

/** What a caller learns from an answer: a refused key gets plain text, everything else GraphQL's JSON. */
function graphqlOutcome(response: Response) {
  if (!response.type.includes("json")) return { status: response.status, text: response.text };
  const { data, errors } = response.body as GraphqlResponse;
  const reported = errors?.map(({ message, extensions }) => ({ message, code: extensions?.code }));
  return { status: response.status, data, errors: reported };
}

let t: TestApp;
let fixture: Awaited<ReturnType<typeof twoWorkspaces>>;
let bBefore: string;

async function snapshotOfB() {
  const { b } = fixture;
  const rows = await Promise.all([
    t.db.workspace.findUnique({ where: { id: b.id } }),
    t.db.membership.findMany({ where: { workspaceId: b.id }, orderBy: { userId: "asc" } }),
    t.db.invitation.findMany({ where: { workspaceId: b.id }, orderBy: { id: "asc" } }),
    b.db.customer.findMany({ orderBy: { id: "asc" } }),
    b.db.company.findMany({ orderBy: { id: "asc" } }),
    b.db.customerCompany.findMany({ orderBy: { id: "asc" } }),
    b.db.deal.findMany({ orderBy: { id: "asc" } }),
    b.db.task.findMany({ orderBy: { id: "asc" } }),
    b.db.activity.findMany({ orderBy: { id: "asc" } }),
    b.db.customField.findMany({ orderBy: { id: "asc" } }),
    b.db.apiKey.findMany({ orderBy: { id: "asc" } }),
    b.db.webhookEndpoint.findMany({ orderBy: { id: "asc" } }),
    b.db.webhookDelivery.findMany({ orderBy: { id: "asc" } }),
    b.db.securityEvent.findMany({ orderBy: { id: "asc" } }),
    t.db.accountSession.findMany({
      where: { userId: fixture.ids.userId },
      select: { id: true, tokenHash: true, createdAt: true },
      orderBy: { id: "asc" },
    }),
    t.db.trustedBrowser.findMany({ where: { userId: fixture.ids.userId }, orderBy: { id: "asc" } }),
    t.db.passkey.findMany({
      where: { userId: fixture.ids.userId },
      select: { id: true, name: true, credentialId: true },
      orderBy: { id: "asc" },
    }),
  ]);
  return JSON.stringify(rows);
}

beforeAll(async () => {
  t = await startTestApp();
  fixture = await twoWorkspaces(t);
  bBefore = await snapshotOfB();
});
afterAll(() => t.close());

describe("the isolation table", () => {
  it("has a case for every GraphQL query and mutation", () => {
    expect(Object.keys(GRAPHQL_CASES).sort()).toEqual(graphqlFields().sort());
  });

  it("has a case for every REST route", () => {
    expect(Object.keys(REST_CASES).sort()).toEqual(restRoutes(createRestApi({ apiRateLimit: 1000 })).sort());
  });
});

describe("what workspace A counts", () => {
  const counts = `{
    customers { totalCount }
    search: customers(filter: { search: "Bravo" }) { totalCount }
    tasks { totalCount }
    activities { totalCount }
    pipeline: dealPipeline { count }
    dashboard { totalCustomers { value } activeDeals { value } tasksDue { value } recentActivities { title } }
    teamMembers { username }
  }`;
  it.each(["A's owner", "A's member", "A's API key"] as const)("as %s: only A's rows", async (caller) => {
    const response = await graphql(fixture.callers[caller], counts);
    expect(response.body.data).toEqual({
      customers: { totalCount: 1 },
      search: { totalCount: 0 },
      tasks: { totalCount: 0 },
      activities: { totalCount: 0 },
      pipeline: [{ count: 0 }, { count: 0 }, { count: 0 }, { count: 0 }, { count: 0 }],
      dashboard: {
        totalCustomers: { value: 1 },
        activeDeals: { value: 0 },
        tasksDue: { value: 0 },
        recentActivities: [],
      },
      teamMembers: [{ username: "alpha-member" }, { username: "alpha-owner" }],
    });
    const rest = await fixture.callers[caller].get("/api/customers?search=Bravo");
    expect([rest.status, rest.body.totalCount]).toEqual([200, 0]);
  });

  it.each(["removed from B", "disabled B member", "site admin"] as const)("as %s: nothing", async (caller) => {
    const response = await graphql(fixture.callers[caller], "{ customers { totalCount } }");
    expect(response.body.data).toBeNull();
  });
});

type Probe = { transport: "GraphQL"; entry: GraphqlCase } | { transport: "REST"; entry: RestCase };

/** Every case of both transports, those that change the caller's own session (signing out, leaving) last. */
const probes: [string, Probe][] = [
  ...Object.entries(GRAPHQL_CASES).flatMap(([name, list]) =>
    list.map((entry): [string, Probe] => [`GraphQL ${name}`, { transport: "GraphQL", entry }]),
  ),
  ...Object.entries(REST_CASES).flatMap(([name, list]) =>
    list.map((entry): [string, Probe] => [`REST ${name}`, { transport: "REST", entry }]),
  ),
].sort(([, a], [, b]) => Number(a.entry.late ?? false) - Number(b.entry.late ?? false));

async function probeGraphql(caller: Caller, operation: string, entry: GraphqlCase) {
  const requester = fixture.callers[caller];
  const response = await graphql(requester, entry.query, entry.variables?.(fixture.ids));
  const text = await answerText(requester, response.body);
  for (const marker of markersFor(caller, operation)) expect(text).not.toContain(marker);
  if (entry.targetsB) {
    const missing = await graphql(requester, entry.query, entry.variables?.(missingIds()));
    expect(response.status >= 400 || response.body.errors !== undefined).toBe(true);
    expect(graphqlOutcome(response)).toEqual(graphqlOutcome(missing));
  }
}

async function probeRest(caller: Caller, route: string, entry: RestCase) {
  const requester = fixture.callers[caller];
  const method = route.split(" ")[0]?.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
  const send = (ids: WorkspaceIds) => {
    const plain = requester[method](entry.path(ids));
    // The export is a zip: read as bytes and unpacked, so its files are searched too.
    const request = route === "GET /workspace/export" ? asBytes(plain) : plain;
    return entry.body ? request.set("Content-Type", "application/json").send(entry.body(ids)) : request;
  };
  const response = await send(fixture.ids);
  const text = textOf(response);
  for (const marker of markersFor(caller, route)) expect(text).not.toContain(marker);
  if (entry.targetsB) {
    const missing = await send(missingIds());
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect([response.status, text]).toEqual([missing.status, textOf(missing)]);
  }
}

describe.each(CALLERS)("as %s", (caller) => {
  it.each(probes)("%s reads nothing of B", async (label, probe) => {
    const name = label.slice(probe.transport.length + 1);
    if (probe.transport === "GraphQL") await probeGraphql(caller, name, probe.entry);
    else await probeRest(caller, name, probe.entry);
  });
});

describe("workspace B afterwards", () => {
  it("is exactly as it was", async () => {
    expect(await snapshotOfB()).toBe(bBefore);
  });
});
