import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";

let t: TestApp;
let agent: Awaited<ReturnType<typeof signedInAgent>>;

beforeAll(async () => {
  t = await startTestApp();
  agent = await signedInAgent(t, { username: "searcher" });
  const { db } = await workspaceOf(t.db, "searcher");
  const rows = [
    ["Pat Pacmen", "pat@pacmen.test", "Pacmen Games"],
    ["Jo Jones", "jo@acme.test", "Jones & Co"],
    ["Acme Rockets Desk", "desk@rockets.test", "Rockets"],
    ["Ann Acme", "ann@ann.test", "Ann's"],
    ["Acme", "hello@acme.example", "Acme"],
    ["Zed Zane", "zed@zane.test", "Zane"],
    ["Hundred", "h@h.test", "100% Natural"],
    ["Hundreds", "hs@h.test", "100 Natural"],
    ["Under Score", "under_score@u.test", "U"],
    ["Underscore", "underxscore@u.test", "U"],
  ];
  for (const [at, [name, email, company]] of rows.entries()) {
    await db.customer.create({
      data: { name: name!, email: email!, company: company!, status: at % 2 === 0 ? "active" : "lead" },
    });
  }
});
afterAll(() => t.close());

async function search(term: string) {
  const response = await graphql(
    agent,
    `
      query ($term: String) {
        customers(filter: { search: $term }) {
          totalCount
          edges {
            node {
              name
            }
          }
        }
      }
    `,
    { term },
  );
  const connection = response.body.data.customers as { totalCount: number; edges: { node: { name: string } }[] };
  return { total: connection.totalCount, names: connection.edges.map((edge) => edge.node.name) };
}

describe("customer search", () => {
  it("ranks an exact field first, then fields starting with the term, then the rest by similarity", async () => {
    expect(await search("acme")).toEqual({
      total: 5,
      names: ["Acme", "Acme Rockets Desk", "Ann Acme", "Jo Jones", "Pat Pacmen"],
    });
  });

  it("matches name, company and e-mail in any case", async () => {
    expect((await search("ROCKETS")).names).toEqual(["Acme Rockets Desk"]);
    expect((await search("pacmen.test")).names).toEqual(["Pat Pacmen"]);
  });

  it("combines with the status filter", async () => {
    const response = await graphql(
      agent,
      `
        {
          customers(filter: { search: "acme", status: active }) {
            edges {
              node {
                name
              }
            }
          }
        }
      `,
    );
    expect(response.body.data.customers.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual([
      "Acme",
      "Acme Rockets Desk",
      "Pat Pacmen",
    ]);
  });

  it("treats % and _ as the characters they are, ranked or sorted", async () => {
    expect(await search("100%")).toEqual({ total: 1, names: ["Hundred"] });
    expect(await search("under_")).toEqual({ total: 1, names: ["Under Score"] });
    const sorted = await graphql(
      agent,
      `
        {
          customers(filter: { search: "100%" }, orderBy: { field: name, direction: asc }) {
            edges {
              node {
                name
              }
            }
          }
        }
      `,
    );
    expect(sorted.body.data.customers.edges).toEqual([{ node: { name: "Hundred" } }]);
  });

  it("pages through ranked results by cursor without repeating or skipping", async () => {
    const first = await graphql(
      agent,
      `
        {
          customers(first: 2, filter: { search: "acme" }) {
            pageInfo {
              endCursor
              hasNextPage
            }
            edges {
              node {
                name
              }
            }
          }
        }
      `,
    );
    const page = first.body.data.customers;
    expect(page.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual(["Acme", "Acme Rockets Desk"]);
    const rest = await graphql(
      agent,
      `
        query ($after: String) {
          customers(first: 5, after: $after, filter: { search: "acme" }) {
            pageInfo {
              hasNextPage
            }
            edges {
              node {
                name
              }
            }
          }
        }
      `,
      { after: page.pageInfo.endCursor },
    );
    expect(rest.body.data.customers.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual([
      "Ann Acme",
      "Jo Jones",
      "Pat Pacmen",
    ]);
    expect(rest.body.data.customers.pageInfo.hasNextPage).toBe(false);
  });

  it("matches a term of one or two characters where a word, an e-mail or its domain starts, newest first", async () => {
    expect(await search("ac")).toEqual({ total: 4, names: ["Acme", "Ann Acme", "Acme Rockets Desk", "Jo Jones"] });
    expect(await search("z")).toEqual({ total: 1, names: ["Zed Zane"] });
    expect(await search("me")).toEqual({ total: 0, names: [] });
  });

  it("answers REST with the same ranking", async () => {
    const response = await agent.get("/api/customers?search=acme&limit=3");
    expect(response.body.data.map((customer: { name: string }) => customer.name)).toEqual([
      "Acme",
      "Acme Rockets Desk",
      "Ann Acme",
    ]);
    expect(response.body.data[0]).not.toHaveProperty("rank");
    expect(Object.keys(response.body.data[0]).sort()).toEqual([
      "company",
      "createdAt",
      "currency",
      "customFields",
      "email",
      "id",
      "isSample",
      "name",
      "notes",
      "ownerId",
      "phone",
      "status",
      "updatedAt",
      "valueCents",
      "workspaceId",
    ]);
  });

  it("finds a customer by what an edit wrote, no longer by what it replaced", async () => {
    const created = await agent
      .post("/api/customers")
      .send({ name: "Quill Quarry", email: "qq@quarry.test", company: "Quarry Works", status: "lead" });
    expect(created.status).toBe(201);
    const edited = await agent
      .put(`/api/customers/${created.body.id}`)
      .send({ name: "Ripley Rook", email: "rr@rook.test", company: "Rook Works", status: "lead" });
    expect(edited.status).toBe(200);
    expect(await search("quarry")).toEqual({ total: 0, names: [] });
    expect(await search("rook.test")).toEqual({ total: 1, names: ["Ripley Rook"] });
    expect(await search("RIPLEY ROOK")).toEqual({ total: 1, names: ["Ripley Rook"] });
    await agent.delete(`/api/customers/${created.body.id}`);
  });

  it("never matches across two fields", async () => {
    expect(await search("games pat")).toEqual({ total: 0, names: [] });
    expect(await search("zanezed")).toEqual({ total: 0, names: [] });
  });
});
