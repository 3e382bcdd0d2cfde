import { randomBytes } from "node:crypto";
import pg from "pg";
import { hashPassword } from "#schema/auth/passwords.ts";
import {
  CUSTOM_FIELD_RECORD_TYPES,
  CUSTOM_FIELD_TYPES,
  OPTION_TYPES,
  UNIQUE_TYPES,
} from "#schema/custom-fields/custom-field-values.rules.ts";
import { createDatabase } from "#core/db/db.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";
import type { FuzzServer } from "./fuzz-server.ts";
import { send } from "./http-client.ts";

/** Who sends a request: A's owner and A's plain member by cookie, A's API key, or nobody. */
export type ActorName = "owner" | "member" | "apiKey" | "anonymous";

export type Actor = { name: ActorName; headers: Record<string, string> };

/** The rows a workspace starts the run with, one or two of each kind, by kind. */
export type WorkspaceRows = {
  workspaceId: string;
  userIds: string[];
  ids: string[];
  cursors: string[];
  emails: string[];
  names: string[];
  /** The API key and webhook signing secret made for it, and its customers' addresses. */
  secrets: string[];
};

export type FuzzWorld = {
  actors: Actor[];
  a: WorkspaceRows;
  b: WorkspaceRows;
  /** A connection for digests and for putting the actors back when a valid write took their access. */
  client: pg.Client;
  /**
   * Valid writes delete A's rows as the run goes on: adds a fresh set when a kind has run out, and
   * reads A's ids and cursors again (so rows the run made are fuzzed too).
   */
  replenish(): Promise<void>;
  close(): Promise<void>;
};

const OWNER_A = "fuzz-owner-a";
const MEMBER_A = "fuzz-member-a";
const OWNER_B = "fuzz-owner-b";

/**
 * Workspace A's own fields: one of every type on each record type (a select required, with a default;
 * the unique types unique; an archived option), so the writes' `customFields` meet every rule.
 */
export const FUZZ_CUSTOM_FIELDS = CUSTOM_FIELD_TYPES.map((type, position) => ({
  key: `fuzz_${type}`,
  label: `Fuzz ${type}`,
  type,
  position,
  unique: UNIQUE_TYPES.includes(type),
  required: type === "select",
  ...(type === "select" ? { defaultValue: "gold" } : {}),
  options: OPTION_TYPES.includes(type)
    ? [
        { key: "gold", label: "Gold", color: "gold", archived: false },
        { key: "bronze", label: "Bronze", color: "orange", archived: true },
      ]
    : [],
}));

/** Discard port on loopback: a delivery fails at once, without leaving the machine. */
const HOOK_URL = "http://127.0.0.1:9/hook";

async function signIn(server: FuzzServer, username: string): Promise<string> {
  const answer = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: TEST_PASSWORD }),
  });
  const cookie = answer.headers.getSetCookie()[0]?.split(";")[0];
  if (answer.status !== 200 || !cookie) throw new Error(`sign-in as ${username} failed: ${answer.status}`);
  return cookie;
}

async function graphql(server: FuzzServer, headers: Record<string, string>, query: string, variables = {}) {
  const answer = await send(server.baseUrl, {
    method: "POST",
    path: "/graphql",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = answer.json as { data?: Record<string, unknown>; errors?: unknown[] } | undefined;
  if (!body?.data || body.errors) throw new Error(`setup operation failed: ${answer.text}`);
  return body.data;
}

const CREATE_ROWS = `mutation ($hook: String!, $invitee: String!) {
  createApiKey(input: { name: "fuzz" }) { secret }
  createWebhookEndpoint(input: { url: $hook, events: ["customer.created", "customer.updated", "customer.company_linked", "company.updated", "deal.created"] }) { secret }
  inviteMember(input: { email: $invitee }) { id }
  createCustomField(input: { recordType: customer, label: "Tier", type: select, options: [{ label: "Gold" }, { label: "Silver" }] }) { id }
}`;
const CREATE_CUSTOMER = `mutation ($name: String!, $email: String!) { createCustomer(input: { name: $name, email: $email }) { id } }`;
const CREATE_COMPANY = `mutation ($name: String!, $domain: String!) { createCompany(input: { name: $name, domains: [$domain], industry: "Tools", size: 40 }) { id } }`;
const LINK_COMPANY = `mutation ($customerId: ID!, $companyId: ID!) { linkCustomerToCompany(customerId: $customerId, companyId: $companyId, role: "Buyer") { id } }`;
const CREATE_LINKED = `mutation ($customerId: ID!, $assigneeId: ID!) {
  createDeal(input: { customerId: $customerId, title: "Renewal", valueCents: 125000 }) { id }
  createTask(input: { customerId: $customerId, assigneeId: $assigneeId, title: "Call back", dueAt: "2030-01-01T09:00:00.000Z" }) { id }
  createActivity(input: { customerId: $customerId, type: call, title: "First call" }) { id }
}`;
const CURSORS = `{
  customers(first: 1) { pageInfo { endCursor } }
  byValue: customers(first: 1, orderBy: { field: value, direction: desc }) { pageInfo { endCursor } }
  deals(first: 1) { pageInfo { endCursor } }
  tasks(first: 1, orderBy: { field: dueAt, direction: asc }) { pageInfo { endCursor } }
  activities(first: 1) { pageInfo { endCursor } }
  companies(first: 1) { pageInfo { endCursor } }
}`;

let rowsMade = 0;

/**
 * Adds, through the API as the workspace's owner would, an API key, a webhook endpoint, an invitation,
 * a custom field, a company, and two customers each with a deal, a task and an activity, linked to the company (the
 * endpoint queues deliveries for them).
 */
async function addRows(server: FuzzServer, client: pg.Client, cookie: string, tag: string) {
  const headers = { cookie };
  const batch = ++rowsMade;
  // Refills invite again and again: the hourly invitation allowances (tested in tests/teams) start unused.
  await client.query("DELETE FROM rate_limit_counters WHERE key LIKE 'allowance:%'");
  const created = await graphql(server, headers, CREATE_ROWS, {
    hook: HOOK_URL,
    invitee: `invitee-${tag}-${batch}@example.com`,
  });
  const owner = await client.query<{ id: string }>("SELECT id FROM users WHERE username = $1", [`fuzz-owner-${tag}`]);
  const { createCompany } = await graphql(server, headers, CREATE_COMPANY, {
    name: `Engines ${tag.toUpperCase()} ${batch}`,
    domain: `engines-${tag}-${batch}.example.com`,
  });
  const companyId = (createCompany as { id: string }).id;
  for (const name of ["Ada", "Grace"]) {
    const { createCustomer } = await graphql(server, headers, CREATE_CUSTOMER, {
      name: `${name} ${tag.toUpperCase()}`,
      email: `${name.toLowerCase()}-${tag}-${batch}@example.com`,
    });
    const customerId = (createCustomer as { id: string }).id;
    await graphql(server, headers, CREATE_LINKED, { customerId, assigneeId: owner.rows[0]?.id });
    await graphql(server, headers, LINK_COMPANY, { customerId, companyId });
  }
  const apiKey = (created.createApiKey as { secret: string }).secret;
  const webhookSecret = (created.createWebhookEndpoint as { secret: string }).secret;
  return { apiKey, secrets: [apiKey, webhookSecret] };
}

/** The end cursors of each list's first page, in a few orders, as the owner sees them. */
async function readCursors(server: FuzzServer, cookie: string): Promise<string[]> {
  const lists = Object.values(await graphql(server, { cookie }, CURSORS)) as {
    pageInfo: { endCursor: string | null };
  }[];
  return lists.flatMap(({ pageInfo }) => (pageInfo.endCursor ? [pageInfo.endCursor] : []));
}

const KINDS = 8;
const REMAINING_KINDS = `SELECT (SELECT count(*) > 0 FROM customers WHERE workspace_id = $1)::int
  + (SELECT count(*) > 0 FROM deals WHERE workspace_id = $1)::int + (SELECT count(*) > 0 FROM tasks WHERE workspace_id = $1)::int
  + (SELECT count(*) > 0 FROM activities WHERE workspace_id = $1)::int
  + (SELECT count(*) > 0 FROM companies WHERE workspace_id = $1)::int
  + (SELECT count(*) > 0 FROM webhook_endpoints WHERE workspace_id = $1)::int
  + (SELECT count(*) > 0 FROM custom_fields WHERE workspace_id = $1)::int
  + (SELECT count(*) > 0 FROM invitations WHERE workspace_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL)::int AS kinds`;

const WORKSPACE_IDS = `
  SELECT id::text FROM customers WHERE workspace_id = $1 UNION ALL SELECT id::text FROM deals WHERE workspace_id = $1
  UNION ALL SELECT id::text FROM tasks WHERE workspace_id = $1 UNION ALL SELECT id::text FROM activities WHERE workspace_id = $1
  UNION ALL SELECT id::text FROM api_keys WHERE workspace_id = $1 UNION ALL SELECT id::text FROM invitations WHERE workspace_id = $1
  UNION ALL SELECT id::text FROM webhook_endpoints WHERE workspace_id = $1
  UNION ALL SELECT id::text FROM companies WHERE workspace_id = $1
  UNION ALL SELECT id::text FROM custom_fields WHERE workspace_id = $1
  UNION ALL SELECT id::text FROM webhook_deliveries WHERE workspace_id = $1
  UNION ALL SELECT user_id::text FROM memberships WHERE workspace_id = $1 UNION ALL SELECT $1::text`;

async function rowsOf(
  client: pg.Client,
  workspaceId: string,
  { cursors, secrets }: { cursors: string[]; secrets: string[] },
): Promise<WorkspaceRows> {
  const ids = (await client.query<{ id: string }>(WORKSPACE_IDS, [workspaceId])).rows.map(({ id }) => id);
  const users = await client.query<{ id: string; email: string; username: string }>(
    "SELECT u.id, u.email, u.username FROM users u JOIN memberships m ON m.user_id = u.id WHERE m.workspace_id = $1",
    [workspaceId],
  );
  const workspace = await client.query<{ name: string }>("SELECT name FROM workspaces WHERE id = $1", [workspaceId]);
  const customers = await client.query<{ email: string }>("SELECT email FROM customers WHERE workspace_id = $1", [
    workspaceId,
  ]);
  return {
    workspaceId,
    userIds: users.rows.map(({ id }) => id),
    ids,
    cursors,
    emails: users.rows.map(({ email }) => email),
    names: [...users.rows.map(({ username }) => username), ...workspace.rows.map(({ name }) => name)],
    secrets: [...secrets, ...customers.rows.map(({ email }) => email)],
  };
}

/**
 * Workspace A (an owner and a member) and workspace B (its owner), each with companies, customers, deals,
 * tasks, activities, an API key, a webhook endpoint with deliveries and an invitation, made through
 * the API; the actors are A's people and A's key.
 */
export async function buildWorld(server: FuzzServer): Promise<FuzzWorld> {
  const db = createDatabase(server.databaseUrl);
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    for (const username of [OWNER_A, MEMBER_A, OWNER_B]) await createUser(db, { username });
    const ownerCookie = await signIn(server, OWNER_A);
    const memberUser = await db.user.findUniqueOrThrow({ where: { username: MEMBER_A } });
    await addMember(db, await workspaceOf(db, OWNER_A), memberUser);
    const memberCookie = await signIn(server, MEMBER_A);
    await workspaceOf(db, OWNER_A).then(({ db: workspaceDb }) =>
      workspaceDb.customField.createMany({
        data: CUSTOM_FIELD_RECORD_TYPES.flatMap((recordType) =>
          FUZZ_CUSTOM_FIELDS.map((field) => ({ ...field, recordType })),
        ),
      }),
    );
    const ownerBCookie = await signIn(server, OWNER_B);
    const filledA = await addRows(server, client, ownerCookie, "a");
    const filledB = await addRows(server, client, ownerBCookie, "b");
    // Nobody else knows B's owner's password: signing in as them would be B's own request, not A's.
    await db.user.update({
      where: { username: OWNER_B },
      data: { passwordHash: await hashPassword(randomBytes(24).toString("base64url")) },
    });
    const workspaceA = (await workspaceOf(db, OWNER_A)).id;
    const a = await rowsOf(client, workspaceA, { cursors: await readCursors(server, ownerCookie), secrets: [] });
    const b = await rowsOf(client, (await workspaceOf(db, OWNER_B)).id, {
      cursors: await readCursors(server, ownerBCookie),
      secrets: filledB.secrets,
    });
    const actors: Actor[] = [
      { name: "owner", headers: { cookie: ownerCookie } },
      { name: "member", headers: { cookie: memberCookie } },
      { name: "apiKey", headers: { authorization: `Bearer ${filledA.apiKey}` } },
      { name: "anonymous", headers: {} },
    ];
    const world: FuzzWorld = {
      actors,
      a,
      b,
      client,
      async replenish() {
        const left = await client.query<{ kinds: number }>(REMAINING_KINDS, [workspaceA]);
        if (left.rows[0]?.kinds !== KINDS) await addRows(server, client, ownerCookie, "a");
        world.a = await rowsOf(client, workspaceA, { cursors: await readCursors(server, ownerCookie), secrets: [] });
      },
      async close() {
        await client.end();
      },
    };
    return world;
  } finally {
    await db.$disconnect();
  }
}
