import { randomUUID } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import type { Response } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRestApi } from "../../gateway/rest/index.ts";
import { schema } from "../../schema/index.ts";
import { graphql, type GraphqlResponse } from "../support/graphql.ts";
import { restRoutes } from "../support/rest-routes.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { GRAPHQL_CASES, REST_CASES, type GraphqlCase, type RestCase } from "./operations.ts";
import { B_MARKERS, CALLERS, twoWorkspaces, type Caller, type WorkspaceIds } from "./two-workspaces.ts";

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
    dealId: randomUUID(),
    taskId: randomUUID(),
    activityId: randomUUID(),
    apiKeyId: randomUUID(),
    webhookEndpointId: randomUUID(),
    webhookDeliveryId: randomUUID(),
    invitationId: randomUUID(),
    userId: randomUUID(),
  };
}

/** The answer as text, with an export's zip unpacked so its files are searched too. */
function answerText(body: GraphqlResponse | string): string {
  const exported = typeof body === "object" ? body.data?.exportWorkspace : undefined;
  const files = exported
    ? Object.values(unzipSync(Buffer.from((exported as { contentBase64: string }).contentBase64, "base64"))).map(
        (file) => strFromU8(file),
      )
    : [];
  return [typeof body === "string" ? body : JSON.stringify(body), ...files].join("\n");
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
    b.db.deal.findMany({ orderBy: { id: "asc" } }),
    b.db.task.findMany({ orderBy: { id: "asc" } }),
    b.db.activity.findMany({ orderBy: { id: "asc" } }),
    b.db.apiKey.findMany({ orderBy: { id: "asc" } }),
    b.db.webhookEndpoint.findMany({ orderBy: { id: "asc" } }),
    b.db.webhookDelivery.findMany({ orderBy: { id: "asc" } }),
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
  const text = answerText(response.body);
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
    const request = requester[method](entry.path(ids));
    return entry.body ? request.set("Content-Type", "application/json").send(entry.body(ids)) : request;
  };
  const response = await send(fixture.ids);
  for (const marker of markersFor(caller, route)) expect(response.text).not.toContain(marker);
  if (entry.targetsB) {
    const missing = await send(missingIds());
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect([response.status, response.text]).toEqual([missing.status, missing.text]);
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
