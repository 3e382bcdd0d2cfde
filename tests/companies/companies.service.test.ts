import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Context, WorkspaceAccess } from "#core/context.ts";
import {
  createCompany,
  deleteCompany,
  companyFigures,
  listCompanies,
  updateCompany,
} from "#schema/companies/companies.service.ts";
import {
  linkCustomerToCompany,
  listCompanyLinksOfCustomer,
  listPeopleOfCompany,
  unlinkCustomerFromCompany,
} from "#schema/customers/customer-companies.service.ts";
import { createCustomer, getCustomer, patchCustomer, updateCustomer } from "#schema/customers/customers.service.ts";
import { setAutoLinkCompanies } from "#schema/workspaces/two-factor-requirement.service.ts";
import { serviceContext } from "#tests/support/service-context.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { createWorkspace } from "#tests/support/workspaces.ts";

// Companies and the people linked to them, through the services both transports call.

let t: TestApp;
let workspace: WorkspaceAccess;
let ctx: Context;
let other: Context;

beforeAll(async () => {
  t = await startTestApp();
  const owner = await createUser(t.db, { username: "cora" });
  workspace = await createWorkspace(t.db, owner);
  ctx = serviceContext(t.db, owner, workspace);
  const stranger = await createUser(t.db, { username: "olaf" });
  other = serviceContext(t.db, stranger, await createWorkspace(t.db, stranger));
});
afterAll(() => t.close());

/** A person's links as the service lists them: [company name, role, primary]. */
async function links(customerId: string) {
  const names = new Map((await workspace.db.company.findMany()).map((company) => [company.id, company.name]));
  return (await listCompanyLinksOfCustomer(ctx, customerId, null)).map((link) => [
    names.get(link.companyId),
    link.role,
    link.isPrimary,
  ]);
}

describe("companies", () => {
  it("keeps domains normalised and each with one company of the workspace", async () => {
    const acme = await createCompany(ctx, {
      name: "Acme Corp",
      domains: ["https://www.Acme.com/about", "acme.io", "ACME.COM"],
    });
    expect(acme.domains).toEqual(["acme.com", "acme.io"]);
    expect(acme.ownerId).toBe(ctx.viewer!.id);
    await expect(createCompany(ctx, { name: "Acme Two", domains: ["acme.io"] })).rejects.toThrow(
      "acme.io belongs to Acme Corp",
    );
    await expect(createCompany(ctx, { name: "Bad", domains: ["not a domain"] })).rejects.toThrow(
      "Please enter a valid domain: not a domain",
    );
    await expect(createCompany(ctx, { name: " " })).rejects.toThrow("Name is required");
    // Another workspace may have the same domain.
    expect((await createCompany(other, { name: "Their Acme", domains: ["acme.com"] })).domains).toEqual(["acme.com"]);
    // Two companies may share a name.
    const second = await createCompany(ctx, { name: "Acme Corp", domains: [] });
    expect(second.name).toBe("Acme Corp");
    const found = await listCompanies(ctx, { filter: { search: "acme.i" } });
    expect(found.edges.map((edge) => edge.node.id)).toEqual([acme.id]);
  });

  it("links a person by company text to the oldest company of that name, and keeps the copy on rename", async () => {
    const person = await createCustomer(ctx, { name: "Ada", email: "ada@elsewhere.test", company: " acme corp " });
    expect(person.company).toBe("Acme Corp");
    expect(await links(person.id)).toEqual([["Acme Corp", "", true]]);
    const [oldest] = (
      await listCompanies(ctx, { filter: { search: "acme corp" }, orderBy: { field: "createdAt", direction: "asc" } })
    ).edges;
    expect((await listPeopleOfCompany(ctx, oldest!.node.id, null)).map((link) => link.customerId)).toEqual([person.id]);

    // A legacy client sending back the text it read changes nothing; another text moves the primary.
    await updateCustomer(ctx, person.id, { name: "Ada", email: "ada@elsewhere.test", company: "ACME CORP" });
    expect(await links(person.id)).toEqual([["Acme Corp", "", true]]);
    const moved = await patchCustomer(ctx, person.id, { company: "Globex" });
    expect(moved.company).toBe("Globex");
    expect(await links(person.id)).toEqual([
      ["Globex", "", true],
      ["Acme Corp", "", false],
    ]);
    // "" leaves no primary company; the links stay.
    expect((await patchCustomer(ctx, person.id, { company: "" })).company).toBe("");
    expect(await links(person.id)).toEqual([
      ["Acme Corp", "", false],
      ["Globex", "", false],
    ]);

    const globex = (await listCompanies(ctx, { filter: { search: "globex" } })).edges[0]!.node;
    await linkCustomerToCompany(ctx, person.id, { companyId: globex.id, role: "CTO", primary: true });
    await updateCompany(ctx, globex.id, { name: "Globex Inc" });
    expect((await getCustomer(ctx, person.id)).company).toBe("Globex Inc");
    expect(await links(person.id)).toEqual([
      ["Globex Inc", "CTO", true],
      ["Acme Corp", "", false],
    ]);
    await unlinkCustomerFromCompany(ctx, person.id, globex.id);
    expect((await getCustomer(ctx, person.id)).company).toBe("");
    await expect(unlinkCustomerFromCompany(ctx, person.id, globex.id)).rejects.toThrow(
      "This person is not linked to that company",
    );
  });

  it("links a new person to the company owning their e-mail's domain, but not free mail, and not when turned off", async () => {
    const initech = await createCompany(ctx, { name: "Initech", domains: ["initech.test", "gmail.com"] });
    expect((await createCustomer(ctx, { name: "Bill", email: "bill@Initech.test" })).company).toBe("Initech");
    expect((await createCustomer(ctx, { name: "Gus", email: "gus@gmail.com" })).company).toBe("");
    // Company text wins over the domain; a companyId wins over both.
    expect((await createCustomer(ctx, { name: "Tia", email: "tia@initech.test", company: "Hooli" })).company).toBe(
      "Hooli",
    );
    const byId = await createCustomer(ctx, {
      name: "Rae",
      email: "rae@x.test",
      company: "Hooli",
      companyId: initech.id,
    });
    expect(byId.company).toBe("Initech");
    await expect(createCustomer(ctx, { name: "Zed", email: "zed@x.test", companyId: "nope" })).rejects.toThrow(
      "Company not found",
    );
    await setAutoLinkCompanies(ctx, { autoLinkCompanies: false });
    expect((await createCustomer(ctx, { name: "Milton", email: "milton@initech.test" })).company).toBe("");
    await setAutoLinkCompanies(ctx, { autoLinkCompanies: true });
  });

  it("adds up a company's deals, and deleting it keeps its people unlinked and its deals as asked", async () => {
    const hooli = await createCompany(ctx, { name: "Hooli Cloud", domains: ["hooli.test"] });
    const gavin = await createCustomer(ctx, { name: "Gavin", email: "gavin@hooli.test" });
    const db = workspace.db;
    await db.deal.createMany({
      data: [
        { title: "Open A", customerId: gavin.id, companyId: hooli.id, valueCents: 1_000, stage: "qualified" },
        { title: "Open B", customerId: gavin.id, companyId: hooli.id, valueCents: 2_550, stage: "proposal" },
        {
          title: "Won",
          customerId: gavin.id,
          companyId: hooli.id,
          valueCents: 9_900,
          stage: "closed_won",
          closedAt: new Date(),
        },
        {
          title: "Won long ago",
          customerId: gavin.id,
          companyId: hooli.id,
          valueCents: 7,
          stage: "closed_won",
          closedAt: new Date("2020-01-01"),
        },
        { title: "Not theirs", customerId: gavin.id, valueCents: 5, stage: "qualified" },
      ],
    });
    const at = new Date("2026-03-04T05:06:07Z");
    await db.activity.create({ data: { type: "call", title: "Call", customerId: gavin.id, occurredAt: at } });
    expect(await companyFigures(ctx, hooli.id)).toEqual({
      openPipelineCents: 3_550,
      openDeals: 2,
      wonThisYearCents: 9_900,
      wonDeals: 1,
      lastActivityAt: at,
      people: 1,
    });

    expect(await deleteCompany(ctx, hooli.id, { deals: "keep" })).toEqual({
      id: hooli.id,
      unlinkedPeople: 1,
      keptDeals: 4,
      deletedDeals: 0,
    });
    expect((await getCustomer(ctx, gavin.id)).company).toBe("");
    expect(await db.deal.count({ where: { customerId: gavin.id } })).toBe(5);

    const pied = await createCompany(ctx, { name: "Pied Piper" });
    await db.deal.create({ data: { title: "Compression", customerId: gavin.id, companyId: pied.id } });
    await expect(deleteCompany(ctx, pied.id, { deals: "all" as never })).rejects.toThrow(
      "Deals must be keep or delete",
    );
    expect(await deleteCompany(ctx, pied.id, { deals: "delete" })).toMatchObject({ deletedDeals: 1, keptDeals: 0 });
    await expect(deleteCompany(ctx, pied.id)).rejects.toThrow("Company not found");
  });

  it("keeps another workspace's companies out of reach", async () => {
    const theirs = await createCompany(other, { name: "Secret Co" });
    await expect(updateCompany(ctx, theirs.id, { name: "Mine" })).rejects.toThrow("Company not found");
    await expect(deleteCompany(ctx, theirs.id)).rejects.toThrow("Company not found");
    const mine = await createCustomer(ctx, { name: "Nia", email: "nia@x.test" });
    await expect(linkCustomerToCompany(ctx, mine.id, { companyId: theirs.id })).rejects.toThrow("Company not found");
    await expect(createCustomer(ctx, { name: "Ola", email: "ola@x.test", companyId: theirs.id })).rejects.toThrow(
      "Company not found",
    );
  });
});
