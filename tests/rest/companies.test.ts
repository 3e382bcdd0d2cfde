import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkspaceAccess } from "#core/context.ts";
import { createApiKey } from "#tests/support/api-keys.ts";
import { signedInAgent, signIn } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";

// The companies' REST routes as an integration uses them, with the workspace's API key; every answer
// is also checked against the OpenAPI document (see tests/support/test-app.ts).

let t: TestApp;
let key: string;
let owner: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
let ownerId: string;
let workspace: WorkspaceAccess;
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** A client of the API as an integration is: every request with the workspace's key. */
const api = {
  get: (path: string) => t.request().get(path).set("Authorization", key),
  post: (path: string, body: object) => t.request().post(path).set("Authorization", key).send(body),
  put: (path: string, body: object) => t.request().put(path).set("Authorization", key).send(body),
  patch: (path: string, body: object) => t.request().patch(path).set("Authorization", key).send(body),
  delete: (path: string) => t.request().delete(path).set("Authorization", key),
};

beforeAll(async () => {
  t = await startTestApp();
  owner = await signedInAgent(t, { username: "company-keeper" });
  ownerId = (await t.db.user.findUniqueOrThrow({ where: { username: "company-keeper" } })).id;
  workspace = await workspaceOf(t.db, "company-keeper");
  key = (await createApiKey(owner, "Companies")).header;
  await addMember(t.db, workspace, await createUser(t.db, { username: "company-member" }));
  member = await signIn(t, "company-member");
});
afterAll(() => t.close());

async function newCompany(body: object): Promise<string> {
  const created = await api.post("/api/companies", body);
  if (created.status !== 201) throw new Error(`creating a company failed: ${created.status} ${created.text}`);
  return created.body.id;
}

async function newCustomer(name: string, email: string, extra: object = {}): Promise<string> {
  const created = await api.post("/api/customers", { name, email, ...extra });
  if (created.status !== 201) throw new Error(`creating a customer failed: ${created.status} ${created.text}`);
  return created.body.id;
}

const names = (response: { body: { data: { name: string }[] } }) => response.body.data.map(({ name }) => name);

describe("/api/companies", () => {
  it("creates (201, domains kept lower-case without scheme or www.), reads, patches and deletes a company", async () => {
    const created = await api.post("/api/companies", {
      name: "Acme Corp",
      domains: ["https://www.Acme.com/about", "acme.io"],
      industry: "Retail",
      size: 120,
      website: "https://acme.com",
    });
    expect([created.status, created.body]).toEqual([
      201,
      {
        id: expect.any(String),
        workspaceId: workspace.id,
        name: "Acme Corp",
        domains: ["acme.com", "acme.io"],
        industry: "Retail",
        size: 120,
        phone: "",
        website: "https://acme.com",
        address: "",
        notes: "",
        ownerId,
        isSample: false,
        customFields: {},
        createdAt: expect.stringMatching(ISO_UTC),
        updatedAt: expect.stringMatching(ISO_UTC),
      },
    ]);
    const { id } = created.body;
    expect((await api.get(`/api/companies/${id}`)).body).toEqual(created.body);
    const patched = await api.patch(`/api/companies/${id}`, { size: null, notes: "Renewal in May" });
    expect(patched.body).toMatchObject({ name: "Acme Corp", domains: ["acme.com", "acme.io"], size: null });
    expect(patched.body.notes).toBe("Renewal in May");
    const deleted = await api.delete(`/api/companies/${id}`);
    expect([deleted.status, deleted.body]).toEqual([200, { id, unlinkedPeople: 0, keptDeals: 0, deletedDeals: 0 }]);
    const gone = await api.get(`/api/companies/${id}`);
    expect([gone.status, gone.text]).toEqual([404, "Company not found"]);
  });

  it("lists by name, searches name and domains with ?q=, filters by industry, size and owner, and sorts", async () => {
    await newCompany({ name: "Zeta Mills", domains: ["zeta.test"], industry: "Textiles", size: 800 });
    await newCompany({ name: "Beta Foods", domains: ["betafoods.test"], industry: "Food", size: 30 });
    await newCompany({ name: "Gamma Labs", domains: ["gamma.test"], industry: "Food", size: 4, ownerId: null });
    expect(names(await api.get("/api/companies"))).toEqual(["Beta Foods", "Gamma Labs", "Zeta Mills"]);
    expect(names(await api.get("/api/companies?q=gamma.te"))).toEqual(["Gamma Labs"]);
    expect(names(await api.get("/api/companies?q=mills"))).toEqual(["Zeta Mills"]);
    expect(names(await api.get("/api/companies?industry=Food&sort=-size"))).toEqual(["Beta Foods", "Gamma Labs"]);
    expect(names(await api.get("/api/companies?sizeMin=11&sizeMax=1000&sort=size"))).toEqual([
      "Beta Foods",
      "Zeta Mills",
    ]);
    expect(names(await api.get(`/api/companies?ownerId=${ownerId}&industry=Food`))).toEqual(["Beta Foods"]);
    const filtered = await api.get(
      `/api/companies?filter=${encodeURIComponent(JSON.stringify({ field: "industry", op: "eq", value: "Textiles" }))}`,
    );
    expect([filtered.body.totalCount, names(filtered)]).toEqual([1, ["Zeta Mills"]]);
    const page = await api.get("/api/companies?limit=2&sort=name");
    expect([names(page), page.body.pageInfo.hasNextPage]).toEqual([["Beta Foods", "Gamma Labs"], true]);
    const next = await api.get(`/api/companies?limit=2&sort=name&cursor=${page.body.pageInfo.endCursor}`);
    expect(names(next)).toEqual(["Zeta Mills"]);
  });

  it("refuses a bad query, body or domain with a 400 naming the parameter or field", async () => {
    await newCompany({ name: "Owner Of Domain", domains: ["taken.test"] });
    const cases: [Promise<{ status: number; text: string }>, string][] = [
      [api.get("/api/companies?sort=email"), "Sort field must be name, industry, size, createdAt or updatedAt"],
      [api.get(`/api/companies?q=${"x".repeat(201)}`), "Search must be at most 200 characters"],
      [api.get("/api/companies?sizeMin=many"), "Minimum employees must be a number"],
      [api.post("/api/companies", { domains: ["a.test"] }), "Name is required"],
      [
        api.post("/api/companies", { name: "Dup", domains: ["www.TAKEN.test"] }),
        "taken.test belongs to Owner Of Domain",
      ],
      [
        api.post("/api/companies", { name: "Bad", domains: ["not a domain"] }),
        "Please enter a valid domain: not a domain",
      ],
      [api.post("/api/companies", { name: "Bad", website: "ftp://x" }), "Please enter a valid website"],
    ];
    for (const [request, message] of cases) {
      const answer = await request;
      expect([answer.status, answer.text]).toEqual([400, message]);
    }
    const problem = await api.get(`/api/companies?q=${"x".repeat(201)}`).set("Accept", "application/problem+json");
    expect(problem.body.errors).toEqual([{ field: "q", message: "Search must be at most 200 characters" }]);
    const badDeals = await api.delete("/api/companies/0190c5f2-0000-7000-8000-000000000000?deals=maybe");
    expect([badDeals.status, badDeals.text]).toEqual([400, "Deals must be keep or delete"]);
  });
});

describe("a customer's companies", () => {
  it("links people with roles, one primary whose name is their company, lists both ways, and unlinks", async () => {
    const acme = await newCompany({ name: "Anvil Works" });
    const bolt = await newCompany({ name: "Bolt Supply" });
    const ana = await newCustomer("Ana Anvil", "ana@anvil-works.test");
    const bo = await newCustomer("Bo Bolt", "bo@bolt.test");

    const first = await api.post(`/api/customers/${ana}/companies`, { companyId: acme, role: "Buyer" });
    expect([first.status, first.body]).toEqual([
      200,
      {
        customerId: ana,
        companyId: acme,
        role: "Buyer",
        primary: true,
        company: expect.objectContaining({ id: acme }),
      },
    ]);
    expect((await api.get(`/api/customers/${ana}`)).body.company).toBe("Anvil Works");
    const second = await api.post(`/api/customers/${ana}/companies`, {
      companyId: bolt,
      role: "Advisor",
      primary: true,
    });
    expect([second.body.role, second.body.primary]).toEqual(["Advisor", true]);
    expect((await api.get(`/api/customers/${ana}`)).body.company).toBe("Bolt Supply");
    await api.post(`/api/customers/${bo}/companies`, { companyId: bolt, role: "CEO" });

    const links = await api.get(`/api/customers/${ana}/companies`);
    expect(
      links.body.data.map(
        ({ company, role, primary }: { company: { name: string }; role: string; primary: boolean }) => [
          company.name,
          role,
          primary,
        ],
      ),
    ).toEqual([
      ["Bolt Supply", "Advisor", true],
      ["Anvil Works", "Buyer", false],
    ]);
    const people = await api.get(`/api/companies/${bolt}/customers?limit=10`);
    expect(
      people.body.data.map(({ customer, role }: { customer: { name: string }; role: string }) => [customer.name, role]),
    ).toEqual([
      // Both are primary there: the latest linked first.
      ["Bo Bolt", "CEO"],
      ["Ana Anvil", "Advisor"],
    ]);

    const renamed = await api.patch(`/api/companies/${bolt}`, { name: "Bolt Supply Ltd" });
    expect(renamed.status).toBe(200);
    expect((await api.get(`/api/customers/${bo}`)).body.company).toBe("Bolt Supply Ltd");

    const unlinked = await api.delete(`/api/customers/${ana}/companies/${bolt}`);
    expect([unlinked.status, unlinked.body]).toEqual([200, { id: bolt }]);
    expect((await api.get(`/api/customers/${ana}`)).body.company).toBe("");
    const again = await api.delete(`/api/customers/${ana}/companies/${bolt}`);
    expect([again.status, again.text]).toEqual([404, "This person is not linked to that company"]);
    const missing = await api.post(`/api/customers/${ana}/companies`, {
      companyId: "0190c5f2-0000-7000-8000-000000000000",
    });
    expect([missing.status, missing.text]).toEqual([400, "Company not found"]);
    const noPerson = await api.get("/api/customers/0190c5f2-0000-7000-8000-000000000000/companies");
    expect([noPerson.status, noPerson.text]).toEqual([404, "Customer not found"]);
  });

  it("takes the legacy company text: the oldest company of that name becomes the primary one", async () => {
    const oldest = await newCompany({ name: "Legacy Labs" });
    await newCompany({ name: "legacy labs " });
    const person = await newCustomer("Lee Legacy", "lee@legacy.test", { company: " LEGACY LABS" });
    const links = await api.get(`/api/customers/${person}/companies`);
    expect(
      links.body.data.map(({ companyId, primary }: { companyId: string; primary: boolean }) => [companyId, primary]),
    ).toEqual([[oldest, true]]);
    expect((await api.get(`/api/customers/${person}`)).body.company).toBe("Legacy Labs");
    const cleared = await api.patch(`/api/customers/${person}`, { company: "" });
    expect([cleared.status, cleared.body.company]).toEqual([200, ""]);
    const after = await api.get(`/api/customers/${person}/companies`);
    expect(
      after.body.data.map(({ companyId, primary }: { companyId: string; primary: boolean }) => [companyId, primary]),
    ).toEqual([[oldest, false]]);
  });

  it("deleting a company keeps its people (unlinked) and its deals (without it), or deletes its deals when asked", async () => {
    const gone = await newCompany({ name: "Gone Corp" });
    const person = await newCustomer("Gil Gone", "gil@gone.test");
    await api.post(`/api/customers/${person}/companies`, { companyId: gone, role: "CTO" });
    const deal = await workspace.db.deal.create({ data: { title: "Gone deal", customerId: person, companyId: gone } });
    const kept = await api.delete(`/api/companies/${gone}`);
    expect(kept.body).toEqual({ id: gone, unlinkedPeople: 1, keptDeals: 1, deletedDeals: 0 });
    expect((await api.get(`/api/deals/${deal.id}`)).body).toMatchObject({ id: deal.id, companyId: null });
    expect((await api.get(`/api/customers/${person}`)).body.company).toBe("");

    const doomed = await newCompany({ name: "Doomed Corp" });
    const lost = await workspace.db.deal.create({
      data: { title: "Doomed deal", customerId: person, companyId: doomed },
    });
    const deleted = await api.delete(`/api/companies/${doomed}?deals=delete`);
    expect(deleted.body).toEqual({ id: doomed, unlinkedPeople: 0, keptDeals: 0, deletedDeals: 1 });
    expect((await api.get(`/api/deals/${lost.id}`)).status).toBe(404);
    expect((await api.get(`/api/customers/${person}`)).status).toBe(200);
  });
});

describe("the workspace's automatic company links", () => {
  it("are on at first and an owner turns them off with PATCH /api/workspace; a member may not", async () => {
    await newCompany({ name: "Domain Owner", domains: ["owned.test"] });
    expect((await api.get(`/api/customers/${await newCustomer("Otto", "otto@owned.test")}`)).body.company).toBe(
      "Domain Owner",
    );
    const refused = await member
      .patch("/api/workspace")
      .set("Content-Type", "application/json")
      .send({ autoLinkCompanies: false });
    expect([refused.status, refused.text]).toEqual([403, "Only workspace owners can do this"]);
    // An API key acts with a member's rights: the owner's own session changes the setting.
    const settings = (person: typeof owner, body: object) =>
      person.patch("/api/workspace").set("Content-Type", "application/json").send(body);
    const off = await settings(owner, { autoLinkCompanies: false });
    expect([off.status, off.body.autoLinkCompanies]).toEqual([200, false]);
    expect((await api.get(`/api/customers/${await newCustomer("Olga", "olga@owned.test")}`)).body.company).toBe("");
    const bad = await settings(owner, { autoLinkCompanies: "no" });
    expect([bad.status, bad.text]).toEqual([400, "Automatic company links must be true or false"]);
  });
});

describe("a company's deals, tasks and activities (with the deals, tasks and activities slice's companyId)", () => {
  it("lists only the company's, with the lists' filters; a company the workspace does not have is 404", async () => {
    const company = await newCompany({ name: "Listed Co" });
    const person = await newCustomer("Lin Listed", "lin@listed.test");
    await api.post("/api/deals", { title: "Company deal", customerId: person, companyId: company, stage: "proposal" });
    await api.post("/api/deals", { title: "Other deal", customerId: person });
    await api.post("/api/tasks", { title: "Company task", companyId: company });
    await api.post("/api/tasks", { title: "Other task" });
    await api.post("/api/activities", { type: "call", title: "Company call", companyId: company });
    await api.post("/api/activities", { type: "note", title: "Other note" });
    const titles = async (path: string) => (await api.get(path)).body.data.map((row: { title: string }) => row.title);
    expect(await titles(`/api/companies/${company}/deals`)).toEqual(["Company deal"]);
    expect(await titles(`/api/companies/${company}/deals?stage=qualified`)).toEqual([]);
    expect(await titles(`/api/deals?companyId=${company}`)).toEqual(["Company deal"]);
    expect(await titles(`/api/companies/${company}/tasks`)).toEqual(["Company task"]);
    expect(await titles(`/api/tasks?companyId=${company}`)).toEqual(["Company task"]);
    expect(await titles(`/api/companies/${company}/activities`)).toEqual(["Company call"]);
    expect(await titles(`/api/activities?companyId=${company}`)).toEqual(["Company call"]);
    for (const list of ["deals", "tasks", "activities", "customers"]) {
      const missing = await api.get(`/api/companies/0190c5f2-0000-7000-8000-000000000000/${list}`);
      expect([list, missing.status, missing.text]).toEqual([list, 404, "Company not found"]);
    }
  });
});

describe("a deal's other contacts (with the deals slice's contactIds)", () => {
  it("takes contactIds on create and PATCH, and PUT /api/deals/:id/contacts/:customerId sets a contact's role", async () => {
    const buyer = await newCustomer("Bea Buyer", "bea@contacts.test");
    const user = await newCustomer("Uli User", "uli@contacts.test");
    const boss = await newCustomer("Bo Boss", "bo@contacts.test");
    const created = await api.post("/api/deals", { title: "Contacts deal", customerId: buyer, contactIds: [user] });
    expect(created.status).toBe(201);
    const deal = created.body.id;
    const role = await api.put(`/api/deals/${deal}/contacts/${user}`, { role: "Champion" });
    expect([role.status, role.body]).toEqual([200, { dealId: deal, customerId: user, role: "Champion" }]);
    const added = await api.put(`/api/deals/${deal}/contacts/${boss}`, { role: "Economic buyer" });
    expect(added.body).toEqual({ dealId: deal, customerId: boss, role: "Economic buyer" });
    const primary = await api.put(`/api/deals/${deal}/contacts/${buyer}`, { role: "Buyer" });
    expect([primary.status, primary.text]).toEqual([400, "The primary contact cannot also be another contact"]);
    const both = await api.patch(`/api/deals/${deal}`, { contactIds: [buyer] });
    expect([both.status, both.text]).toEqual([400, "The primary contact cannot also be another contact"]);
    const noDeal = await api.put(`/api/deals/0190c5f2-0000-7000-8000-000000000000/contacts/${user}`, { role: "X" });
    expect([noDeal.status, noDeal.text]).toEqual([404, "Deal not found"]);
    const noPerson = await api.put(`/api/deals/${deal}/contacts/0190c5f2-0000-7000-8000-000000000000`, { role: "X" });
    expect([noPerson.status, noPerson.text]).toEqual([404, "Customer not found"]);
  });
});
