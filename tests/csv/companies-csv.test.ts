import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";

// Companies to and from CSV, and the people import's company and role columns.

let t: TestApp;
let user: Awaited<ReturnType<typeof signedInAgent>>;
let crm: WorkspaceDatabase;

const IMPORT_COMPANIES = `mutation ($rows: [CompanyImportRow!]!, $updateExisting: Boolean) {
  importCompanies(rows: $rows, updateExisting: $updateExisting) { line outcome field message }
}`;
const IMPORT_PEOPLE = `mutation ($rows: [CustomerImportRow!]!, $updateExisting: Boolean) {
  importCustomers(rows: $rows, updateExisting: $updateExisting) { line outcome field message companyMatch }
}`;

beforeAll(async () => {
  t = await startTestApp();
  user = await signedInAgent(t, { username: "csv-companies" });
  crm = (await workspaceOf(t.db, "csv-companies")).db;
});
afterAll(() => t.close());

async function importCompanies(rows: object[], updateExisting?: boolean) {
  const response = await graphql(user, IMPORT_COMPANIES, { rows, updateExisting });
  return response.body.data?.importCompanies ?? errorOf(response.body);
}

async function importPeople(rows: object[], updateExisting?: boolean) {
  const response = await graphql(user, IMPORT_PEOPLE, { rows, updateExisting });
  return response.body.data?.importCustomers ?? errorOf(response.body);
}

const company = (name: string) =>
  crm.company.findFirstOrThrow({
    where: { name },
    select: { name: true, domains: true, industry: true, size: true, website: true, notes: true },
  });

/** A person's company text and links: [company name, role, primary], primary first. */
async function personAt(email: string) {
  const person = await crm.customer.findFirstOrThrow({
    where: { email },
    select: {
      company: true,
      companies: {
        orderBy: [{ isPrimary: "desc" }, { createdAt: "asc" }],
        select: { role: true, isPrimary: true, company: { select: { name: true } } },
      },
    },
  });
  return {
    company: person.company,
    links: person.companies.map((link) => [link.company.name, link.role, link.isPrimary]),
  };
}

describe("importCompanies", () => {
  it("creates companies, reports each bad row, a domain repeated in the file and a domain a company has", async () => {
    await crm.company.create({ data: { name: "Initech", domains: ["initech.example"], notes: "keep" } });
    expect(
      await importCompanies([
        { line: 2, name: "Acme", domains: "https://www.Acme.example/about, acme-labs.example", size: "1,200" },
        { line: 3, name: "", domains: "not a domain", size: "many" },
        { line: 4, name: "Acme Again", domains: "acme.example" },
        { line: 5, name: "Initech Two", domains: "INITECH.example" },
        { line: 6, name: "Nameless Domains", domains: "" },
        { line: 7, name: "Nameless Domains" },
      ]),
    ).toEqual([
      { line: 2, outcome: "created", field: null, message: null },
      { line: 3, outcome: "rejected", field: "name", message: "Name is required" },
      { line: 4, outcome: "duplicate", field: "domains", message: "Same domain as line 2" },
      { line: 5, outcome: "duplicate", field: "domains", message: "initech.example belongs to Initech" },
      { line: 6, outcome: "created", field: null, message: null },
      { line: 7, outcome: "created", field: null, message: null },
    ]);
    expect(await company("Acme")).toEqual({
      name: "Acme",
      domains: ["acme.example", "acme-labs.example"],
      industry: "",
      size: 1200,
      website: "",
      notes: "",
    });
    expect(await crm.company.count({ where: { name: "Nameless Domains" } })).toBe(2);
  });

  it("with updateExisting, updates the company owning a row's domain: mapped fields replaced, domains added", async () => {
    await crm.company.create({ data: { name: "Globex", domains: ["globex.example"], industry: "Energy", notes: "n" } });
    await crm.company.create({ data: { name: "Hooli", domains: ["hooli.example"] } });
    expect(
      await importCompanies(
        [
          { line: 2, name: "Globex Corporation", domains: "globex.example globex.io", industry: "Utilities" },
          { line: 3, name: "Merger", domains: "globex.io, hooli.example" },
          { line: 4, name: "Two Owners", domains: "hooli.example; initech.example" },
        ],
        true,
      ),
    ).toEqual([
      { line: 2, outcome: "updated", field: null, message: null },
      { line: 3, outcome: "duplicate", field: "domains", message: "Same domain as line 2" },
      { line: 4, outcome: "rejected", field: "domains", message: "Its domains belong to Hooli and to Initech" },
    ]);
    expect(await company("Globex Corporation")).toMatchObject({
      domains: ["globex.example", "globex.io"],
      industry: "Utilities",
      notes: "n",
    });
  });

  it("refuses more than 1,000 rows with a clear message", async () => {
    const rows = Array.from({ length: 1001 }, (_, index) => ({ line: index + 2, name: "Many" }));
    const response = await user.post("/api/companies/import").send({ rows });
    expect([response.status, response.text]).toEqual([400, "An import batch holds at most 1,000 rows"]);
  });
});

describe("the companies CSV over REST", () => {
  it("exports the list as the screen shows it, and the file imports back", async () => {
    const { id: ownerId } = await t.db.user.findFirstOrThrow({ where: { username: "csv-companies" } });
    await crm.company.create({
      data: {
        name: "=Formula Ltd",
        domains: ["formula.example", "formula.io"],
        size: 40,
        phone: "+44 20 7946 0018",
        ownerId,
      },
    });
    const exported = await user.get("/api/companies/export.csv?q=formula");
    expect(exported.status).toBe(200);
    expect(exported.headers["content-type"]).toMatch(/^text\/csv/);
    const [header, row, ...rest] = exported.text.trim().split("\r\n");
    expect(header).toBe("Company,Domains,Industry,Employees,Phone,Website,Address,Owner,Notes,People,Created");
    expect(row).toMatch(
      /^'=Formula Ltd,"formula\.example, formula\.io",,40,"\+44 20 7946 0018",,,csv-companies,,0,\d{4}-\d\d-\d\d$/,
    );
    expect(rest).toEqual([]);

    await crm.company.deleteMany({ where: { name: "=Formula Ltd" } });
    const imported = await user
      .post("/api/companies/import")
      .send({ rows: [{ line: 2, name: "'=Formula Ltd", domains: "formula.example, formula.io", size: "40" }] });
    expect(imported.body).toEqual({
      results: [{ line: 2, outcome: "created", field: null, message: null, problems: [] }],
    });
    expect(await company("=Formula Ltd")).toMatchObject({ domains: ["formula.example", "formula.io"], size: 40 });
  });

  it("answers a bad sort with a 400 before the download starts", async () => {
    const response = await user.get("/api/companies/export.csv?sort=shoeSize");
    expect([response.status, response.text]).toEqual([
      400,
      "Sort field must be name, industry, size, createdAt or updatedAt",
    ]);
  });
});

describe("the people import's company and role columns", () => {
  it("finds each person's company by their e-mail's domain first, then by name, else makes it; the report says which", async () => {
    await crm.company.create({ data: { name: "Umbrella", domains: ["umbrella.example"] } });
    await crm.company.create({ data: { name: "Vandelay Industries" } });
    expect(
      await importPeople([
        { line: 2, name: "Una", email: "una@umbrella.example", company: "Umbrella Corp", role: "CTO" },
        { line: 3, name: "Art", email: "art@gmail.com", company: " vandelay industries ", role: "Importer" },
        { line: 4, name: "Kim", email: "kim@kramerica.example", company: "Kramerica" },
        { line: 5, name: "Lou", email: "lou@kramerica.example", company: "KRAMERICA" },
        { line: 6, name: "Nia", email: "nia@umbrella.example" },
        { line: 7, name: "Ola", email: "ola@x.example", company: "" },
      ]),
    ).toEqual([
      { line: 2, outcome: "created", field: null, message: null, companyMatch: "domain" },
      { line: 3, outcome: "created", field: null, message: null, companyMatch: "name" },
      // One company made for both spellings, the first's.
      { line: 4, outcome: "created", field: null, message: null, companyMatch: "created" },
      { line: 5, outcome: "created", field: null, message: null, companyMatch: "created" },
      // A row without the company field (a file without the column): linked by the e-mail's domain.
      { line: 6, outcome: "created", field: null, message: null, companyMatch: "domain" },
      { line: 7, outcome: "created", field: null, message: null, companyMatch: null },
    ]);
    expect(await personAt("una@umbrella.example")).toEqual({
      company: "Umbrella",
      links: [["Umbrella", "CTO", true]],
    });
    expect(await personAt("art@gmail.com")).toEqual({
      company: "Vandelay Industries",
      links: [["Vandelay Industries", "Importer", true]],
    });
    expect(await personAt("lou@kramerica.example")).toEqual({ company: "Kramerica", links: [["Kramerica", "", true]] });
    expect(await crm.company.count({ where: { name: { equals: "kramerica", mode: "insensitive" } } })).toBe(1);
    // The Company column is mapped (empty on line 7), so nobody is linked by the e-mail alone there.
    expect(await personAt("ola@x.example")).toEqual({ company: "", links: [] });
  });

  it("exports each person's primary company and role, which import back", async () => {
    const exported = await user.get("/api/customers/export.csv?search=una@umbrella");
    const [header, row] = exported.text.split("\r\n");
    expect(header).toBe("Customer,Email,Phone,Company,Role,Status,Value,Notes,Customer since");
    expect(row).toMatch(/^Una,una@umbrella\.example,,Umbrella,CTO,Lead,0\.00,,\d{4}-\d\d-\d\d$/);
  });

  it("links a new person without a company column to the company owning their domain", async () => {
    expect(await importPeople([{ line: 2, name: "Ned", email: "ned@umbrella.example", role: "Analyst" }])).toEqual([
      { line: 2, outcome: "created", field: null, message: null, companyMatch: "domain" },
    ]);
    expect(await personAt("ned@umbrella.example")).toEqual({
      company: "Umbrella",
      links: [["Umbrella", "Analyst", true]],
    });
  });

  it("on update, a new company becomes primary and the old one stays; an empty cell leaves no primary", async () => {
    expect(
      await importPeople(
        [{ line: 2, name: "Art", email: "art@gmail.com", company: "Kramerica", role: "Partner" }],
        true,
      ),
    ).toEqual([{ line: 2, outcome: "updated", field: null, message: null, companyMatch: "name" }]);
    expect(await personAt("art@gmail.com")).toEqual({
      company: "Kramerica",
      links: [
        ["Kramerica", "Partner", true],
        ["Vandelay Industries", "Importer", false],
      ],
    });
    // The same company spelled otherwise keeps the company's name in the person's company text.
    await importPeople([{ line: 2, name: "Art", email: "art@gmail.com", company: "KRAMERICA" }], true);
    expect((await personAt("art@gmail.com")).company).toBe("Kramerica");

    expect(await importPeople([{ line: 2, name: "Art", email: "art@gmail.com", company: "" }], true)).toEqual([
      { line: 2, outcome: "updated", field: null, message: null, companyMatch: null },
    ]);
    expect(await personAt("art@gmail.com")).toEqual({
      company: "",
      links: [
        ["Vandelay Industries", "Importer", false],
        ["Kramerica", "Partner", false],
      ],
    });
  });

  it("rejects a role over 200 characters with the link's message", async () => {
    expect(await importPeople([{ line: 2, name: "Rex", email: "rex@x.example", role: "r".repeat(201) }])).toEqual([
      {
        line: 2,
        outcome: "rejected",
        field: "role",
        message: "Role must be at most 200 characters",
        companyMatch: null,
      },
    ]);
  });
});
