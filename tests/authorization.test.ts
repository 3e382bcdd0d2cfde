import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_WORKSPACE } from "#core/access/access.text.ts";
import { errorOf, graphql } from "./support/graphql.ts";
import { LANDING_LIST_CASES, landingListOperations } from "./support/landing-lists.ts";
import { signedInAgent } from "./support/sign-in.ts";
import { sessionCookie } from "./support/sessions.ts";
import { startTestApp, type TestApp } from "./support/test-app.ts";
import { createUser } from "./support/users.ts";

/**
 * Who may do what, for every REST route and GraphQL operation of the foundation. "unverified" holds a
 * validly sealed cookie for an account whose e-mail is not verified: it must count as signed out.
 */
type Caller = "anonymous" | "unverified" | "user" | "admin";
const CALLERS: Caller[] = ["anonymous", "unverified", "user", "admin"];

let t: TestApp;
const clients = {} as Record<Caller, ReturnType<TestApp["agent"]>>;

beforeAll(async () => {
  t = await startTestApp();
  clients.anonymous = t.agent();
  clients.user = await signedInAgent(t, { username: "member" });
  clients.admin = await signedInAgent(t, { username: "chief", role: "admin" });
  const pending = await createUser(t.db, { username: "pending", verified: false });
  clients.unverified = t.agent().set("Cookie", await sessionCookie(t.db, pending.id));
});
afterAll(() => t.close());

const hero = { badge: "B", heading: "H", subheading: "S", description: "", videoUrl: "" };
const settings = { companyName: "N", companyEmail: "n@n.test", companyPhone: "", companyAddress: "" };

type RestCase = { method: "get" | "put"; path: string; body?: unknown; expected: Record<Caller, number> };
const everyone200 = { anonymous: 200, unverified: 200, user: 200, admin: 200 };
const signedIn = { anonymous: 401, unverified: 401, user: 200, admin: 200 };
// The site admin signed in at /admin/login has no workspace: being site admin opens no team's CRM.
const crm = { anonymous: 401, unverified: 401, user: 200, admin: 403 };
const adminOnly = { anonymous: 401, unverified: 401, user: 403, admin: 200 };

const restCases: RestCase[] = [
  { method: "get", path: "/api/auth/session", expected: everyone200 },
  { method: "get", path: "/api/admin/session", expected: everyone200 },
  { method: "get", path: "/api/hero", expected: everyone200 },
  { method: "get", path: "/api/settings", expected: everyone200 },
  { method: "get", path: "/api/user", expected: signedIn },
  { method: "put", path: "/api/user/profile", body: { firstName: "N" }, expected: signedIn },
  { method: "put", path: "/api/user/notification-preferences", body: { taskReminders: true }, expected: signedIn },
  { method: "put", path: "/api/user/list-preferences", body: { pageSize: 10 }, expected: signedIn },
  { method: "put", path: "/api/admin/hero", body: hero, expected: adminOnly },
  { method: "get", path: "/api/customers", expected: crm },
  { method: "get", path: "/api/tasks", expected: crm },
  { method: "get", path: "/api/activities", expected: crm },
  { method: "put", path: "/api/admin/settings", body: settings, expected: adminOnly },
  ...LANDING_LIST_CASES.flatMap(({ path, defaults }): RestCase[] => [
    { method: "get", path, expected: everyone200 },
    { method: "put", path, body: defaults, expected: adminOnly },
  ]),
];

describe.each(CALLERS)("REST as %s", (caller) => {
  it.each(restCases)("$method $path", async ({ method, path, body, expected }) => {
    const request = clients[caller][method](path);
    const response = await (body ? request.set("Content-Type", "application/json").send(body) : request);
    expect(response.status).toBe(expected[caller]);
    if (response.status === 401) expect(response.text).toBe("Not signed in");
    if (response.status === 403) {
      expect(response.text).toBe(expected === adminOnly ? "Admin access required" : NO_WORKSPACE);
    }
  });

  it("sees its own session", async () => {
    const session = (await clients[caller].get("/api/auth/session")).body;
    const adminSession = (await clients[caller].get("/api/admin/session")).body;
    const signedInCaller = caller === "user" || caller === "admin";
    expect(session.isAuthenticated).toBe(signedInCaller);
    expect(adminSession).toEqual({ isAuthenticated: signedInCaller, isAdmin: caller === "admin" });
  });
});

type GraphqlCase = { name: string; query: string; variables?: object; expected: Record<Caller, string | null> };
const signedInOnly = {
  anonymous: "UNAUTHENTICATED",
  unverified: "UNAUTHENTICATED",
  user: null,
  admin: "WORKSPACE_REQUIRED",
};
const missing = "0190c5f2-0000-7000-8000-000000000000";
const notFoundForSignedIn = {
  anonymous: "UNAUTHENTICATED",
  unverified: "UNAUTHENTICATED",
  user: "NOT_FOUND",
  admin: "WORKSPACE_REQUIRED",
};
const graphqlCases: GraphqlCase[] = [
  {
    name: "contactMessages",
    query: "{ contactMessages { totalCount } }",
    expected: { anonymous: "UNAUTHENTICATED", unverified: "UNAUTHENTICATED", user: "FORBIDDEN", admin: null },
  },
  {
    name: "sendContactMessage",
    query:
      'mutation { sendContactMessage(input: { name: "N", email: "n@n.test", subject: "S", message: "M" }) { message } }',
    expected: { anonymous: null, unverified: null, user: null, admin: null },
  },
  { name: "customers", query: "{ customers { totalCount } }", expected: signedInOnly },
  { name: "customer", query: `{ customer(id: "${missing}") { id } }`, expected: notFoundForSignedIn },
  { name: "tasks", query: "{ tasks { totalCount } }", expected: signedInOnly },
  { name: "activities", query: "{ activities { totalCount } }", expected: signedInOnly },
  { name: "dashboard", query: "{ dashboard { totalCustomers { value } } }", expected: signedInOnly },
  { name: "teamMembers", query: "{ teamMembers { id } }", expected: signedInOnly },
  { name: "search", query: '{ search(query: "a") { id } }', expected: signedInOnly },
  {
    name: "createCustomer",
    query: 'mutation { createCustomer(input: { name: "A", email: "a@b.co" }) { id } }',
    expected: signedInOnly,
  },
  {
    name: "updateCustomer",
    query: `mutation { updateCustomer(id: "${missing}", input: { name: "A", email: "a@b.co" }) { id } }`,
    expected: notFoundForSignedIn,
  },
  {
    name: "deleteCustomer",
    query: `mutation { deleteCustomer(id: "${missing}") { id } }`,
    expected: notFoundForSignedIn,
  },
  { name: "createTask", query: 'mutation { createTask(input: { title: "T" }) { id } }', expected: signedInOnly },
  {
    name: "updateTask",
    query: `mutation { updateTask(id: "${missing}", input: { title: "T" }) { id } }`,
    expected: notFoundForSignedIn,
  },
  {
    name: "setTaskCompleted",
    query: `mutation { setTaskCompleted(id: "${missing}", completed: true) { id } }`,
    expected: notFoundForSignedIn,
  },
  { name: "deleteTask", query: `mutation { deleteTask(id: "${missing}") { id } }`, expected: notFoundForSignedIn },
  {
    name: "createActivity",
    query: 'mutation { createActivity(input: { type: note, title: "N" }) { id } }',
    expected: signedInOnly,
  },
  {
    name: "updateActivity",
    query: `mutation { updateActivity(id: "${missing}", input: { type: note, title: "N" }) { id } }`,
    expected: notFoundForSignedIn,
  },
  {
    name: "deleteActivity",
    query: `mutation { deleteActivity(id: "${missing}") { id } }`,
    expected: notFoundForSignedIn,
  },
  {
    name: "updateDeal",
    query: `mutation { updateDeal(id: "${missing}", input: { title: "D", customerId: "${missing}" }) { id } }`,
    expected: notFoundForSignedIn,
  },
  { name: "deleteDeal", query: `mutation { deleteDeal(id: "${missing}") { id } }`, expected: notFoundForSignedIn },
  {
    name: "hero",
    query: "{ hero { badge } }",
    expected: { anonymous: null, unverified: null, user: null, admin: null },
  },
  {
    name: "siteSettings",
    query: "{ siteSettings { companyName } }",
    expected: { anonymous: null, unverified: null, user: null, admin: null },
  },
  {
    name: "session",
    query: "{ session { isAuthenticated } }",
    expected: { anonymous: null, unverified: null, user: null, admin: null },
  },
  {
    name: "adminSession",
    query: "{ adminSession { isAdmin } }",
    expected: { anonymous: null, unverified: null, user: null, admin: null },
  },
  {
    name: "updateHero",
    query: "mutation ($input: HeroInput!) { updateHero(input: $input) { badge } }",
    variables: { input: hero },
    expected: { anonymous: "UNAUTHENTICATED", unverified: "UNAUTHENTICATED", user: "FORBIDDEN", admin: null },
  },
  {
    name: "updateSiteSettings",
    query: "mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { companyName } }",
    variables: { input: settings },
    expected: { anonymous: "UNAUTHENTICATED", unverified: "UNAUTHENTICATED", user: "FORBIDDEN", admin: null },
  },
  ...LANDING_LIST_CASES.flatMap((list): GraphqlCase[] => {
    const operation = landingListOperations(list);
    const [listQuery] = operation.list();
    const [replace, replaceVariables] = operation.replace(list.defaults);
    return [
      { name: list.name, query: listQuery, expected: { anonymous: null, unverified: null, user: null, admin: null } },
      {
        name: `replace${list.entries}`,
        query: replace,
        variables: replaceVariables,
        expected: { anonymous: "UNAUTHENTICATED", unverified: "UNAUTHENTICATED", user: "FORBIDDEN", admin: null },
      },
    ];
  }),
  {
    name: "setContactMessageRead",
    query: `mutation { setContactMessageRead(id: "${missing}", read: true) { id } }`,
    expected: { anonymous: "UNAUTHENTICATED", unverified: "UNAUTHENTICATED", user: "FORBIDDEN", admin: "NOT_FOUND" },
  },
  {
    name: "deleteContactMessage",
    query: `mutation { deleteContactMessage(id: "${missing}") { id } }`,
    expected: { anonymous: "UNAUTHENTICATED", unverified: "UNAUTHENTICATED", user: "FORBIDDEN", admin: "NOT_FOUND" },
  },
];

describe.each(CALLERS)("GraphQL as %s", (caller) => {
  it.each(graphqlCases)("$name", async ({ query, variables, expected }) => {
    const response = await graphql(clients[caller], query, variables as Record<string, unknown>);
    expect(errorOf(response.body)?.code ?? null).toBe(expected[caller]);
  });

  it("viewer is set only for verified, signed-in callers", async () => {
    const response = await graphql(clients[caller], "{ viewer { username } }");
    const expected = { anonymous: null, unverified: null, user: { username: "member" }, admin: { username: "chief" } };
    expect(response.body.data.viewer).toEqual(expected[caller]);
  });
});
