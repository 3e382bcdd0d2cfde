import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "#tests/support/api-keys.ts";
import { errorOf, graphql, type GraphqlResponse } from "#tests/support/graphql.ts";
import { signedInAgent, signIn } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";

// The workspace's currency: USD at first, an owner's choice from the ISO 4217 list, named next to
// every amount the API answers (the built-in values and custom money fields alike).

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInAgent>>;
let member: Awaited<ReturnType<typeof signIn>>;
let key: string;

const SET_CURRENCY = "mutation ($currency: String!) { setWorkspaceCurrency(currency: $currency) { currency } }";
const CURRENT = "{ viewer { currentWorkspace { currency } } }";

beforeAll(async () => {
  t = await startTestApp();
  owner = await signedInAgent(t, { username: "cyrus" });
  await addMember(t.db, await workspaceOf(t.db, "cyrus"), await createUser(t.db, { username: "cyrus-member" }));
  member = await signIn(t, "cyrus-member");
  key = (await createApiKey(owner, "Currency")).header;
});
afterAll(() => t.close());

const settings = (person: typeof owner, body: object) =>
  person.patch("/api/workspace").set("Content-Type", "application/json").send(body);

describe("the workspace's currency", () => {
  it("is USD at first, on the workspace and next to every amount", async () => {
    expect((await graphql(owner, CURRENT)).body.data).toEqual({ viewer: { currentWorkspace: { currency: "USD" } } });
    const read = await t.request().get("/api/workspace").set("Authorization", key);
    expect([read.status, read.body.currency, read.body.role]).toEqual([200, "USD", "member"]);
    const customer = await t.request().post("/api/customers").set("Authorization", key).send({
      name: "Ada",
      email: "ada@example.com",
      valueCents: 500,
    });
    expect(customer.body.currency).toBe("USD");
  });

  it("is set by an owner, in GraphQL and REST, and then names every amount", async () => {
    const set = (await graphql(owner, SET_CURRENCY, { currency: "eur" })).body as GraphqlResponse;
    expect(set.data).toEqual({ setWorkspaceCurrency: { currency: "EUR" } });
    const customer = await t.request().post("/api/customers").set("Authorization", key).send({
      name: "Bea",
      email: "bea@example.com",
    });
    expect(customer.body.currency).toBe("EUR");
    const deal = await t.request().post("/api/deals").set("Authorization", key).send({
      title: "Renewal",
      customerId: customer.body.id,
      valueCents: 9900,
    });
    expect(deal.body.currency).toBe("EUR");
    const patched = await settings(owner, { currency: "JPY" });
    expect([patched.status, patched.body.currency]).toEqual([200, "JPY"]);
    const read = await t.request().get("/api/workspace").set("Authorization", key);
    expect(read.body.currency).toBe("JPY");
    const exported = await t.request().get("/api/deals/export.csv").set("Authorization", key);
    expect(exported.text.split("\r\n")[0]).toBe(
      "Title,Customer,Stage,Value (JPY),Owner,Expected close,Closed,Created,Lost reason,Lost note",
    );
    const stored = await t.db.workspace.findUniqueOrThrow({ where: { id: (await workspaceOf(t.db, "cyrus")).id } });
    expect(stored.currency).toBe("JPY");
  });

  it("refuses a code not on the list, and a member's change", async () => {
    const bad = (await graphql(owner, SET_CURRENCY, { currency: "EURO" })).body as GraphqlResponse;
    expect(errorOf(bad)).toEqual({ message: "Choose a currency from the list", code: "BAD_USER_INPUT" });
    const badRest = await settings(owner, { currency: "XYZ" });
    expect([badRest.status, badRest.text]).toEqual([400, "Choose a currency from the list"]);
    const refused = (await graphql(member, SET_CURRENCY, { currency: "GBP" })).body as GraphqlResponse;
    expect(errorOf(refused)).toEqual({ message: "Only workspace owners can do this", code: "FORBIDDEN" });
    const refusedRest = await settings(member, { currency: "GBP" });
    expect([refusedRest.status, refusedRest.text]).toEqual([403, "Only workspace owners can do this"]);
  });
});
