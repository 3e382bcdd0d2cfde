import { readFileSync } from "node:fs";
import { globSync } from "node:fs";
import path from "node:path";
import {
  Kind,
  parse,
  print,
  visit,
  type ASTNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from "graphql";
import { addTypenameToDocument } from "@apollo/client/utilities";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRAPHQL_LIMITS } from "#gateway/graphql/armor.ts";
import { operationCost } from "#gateway/graphql/query-cost.ts";
import { schema } from "#schema/index.ts";
import { importRequestBatches, type ImportRow } from "#schema/customers/customers.import.rules.ts";
import { PAGE_SIZES } from "#schema/account/account.rules.ts";
import { ImportCustomersDocument } from "#web/graphql/generated/graphql.ts";
import { CUSTOMER_DETAIL_PAGE_SIZE } from "#web/features/customers/hooks/useCustomerDetail.ts";
import { COLUMN_PAGE_SIZE } from "#web/features/deals/hooks/useDealBoard.ts";
import { graphql, type GraphqlResponse } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const webRoot = path.resolve(import.meta.dirname, "../../web/src");
const documents = globSync("**/*.graphql", { cwd: webRoot }).map((file) =>
  readFileSync(path.join(webRoot, file), "utf8"),
);
/** Every fragment the client defines: codegen lets an operation spread one from another file. */
const fragments = new Map(
  documents
    .flatMap((source) => parse(source).definitions)
    .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
    .map((fragment) => [fragment.name.value, fragment]),
);

/** The fragments a definition spreads, and theirs in turn: what Apollo sends with an operation. */
function spreadFragments(definition: ASTNode, found = new Map<string, FragmentDefinitionNode>()) {
  visit(definition, {
    FragmentSpread(spread) {
      const fragment = fragments.get(spread.name.value);
      if (!fragment || found.has(fragment.name.value)) return;
      found.set(fragment.name.value, fragment);
      spreadFragments(fragment, found);
    },
  });
  return found;
}

/**
 * Each operation as the client sends it: with the fragments it spreads (an unused one fails validation)
 * and with `__typename` in every selection, which Apollo Client's cache adds.
 */
const operations = documents.flatMap((source) =>
  parse(source)
    .definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    )
    .map((operation) => ({
      name: operation.name?.value ?? "anonymous",
      document: addTypenameToDocument({
        kind: Kind.DOCUMENT,
        definitions: [operation, ...spreadFragments(operation).values()],
      }),
    })),
);

/**
 * The largest page size each operation is sent with: a person pages any list by one of the pager's sizes
 * (PAGE_SIZES, at most 100), and the customer screen and the deal board ask for a fixed page of each of
 * their lists. (The API itself takes up to 200 items a page: GraphQL's cost limit holds that.)
 */
const FIXED_PAGE_SIZES: Record<string, number> = {
  CustomerDetail: CUSTOMER_DETAIL_PAGE_SIZE,
  DealBoard: COLUMN_PAGE_SIZE,
  DealColumnMore: COLUMN_PAGE_SIZE,
};
const pageSizeOf = (name: string) => FIXED_PAGE_SIZES[name] ?? Math.max(...PAGE_SIZES);

/** The messages of armor's refusals and of the cost limit, which every other error differs from. */
const LIMIT_ERROR = /limit of|over the limit/;

function limitErrors(body: GraphqlResponse) {
  return (body.errors ?? []).map((error) => error.message).filter((message) => LIMIT_ERROR.test(message));
}

async function post(query: string, variables?: Record<string, unknown>) {
  return (await graphql(supertest(t.app), query, variables)).body as GraphqlResponse;
}

describe("the web client's operations", () => {
  it("finds the client's operations", () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it("passes every one of them through the limits, at the largest page size it is sent with", async () => {
    const refused: Record<string, string[]> = {};
    for (const operation of operations) {
      const first = pageSizeOf(operation.name);
      const body = await post(print(operation.document), { first, limit: first });
      const errors = limitErrors(body);
      if (errors.length > 0) refused[operation.name] = errors;
    }
    expect(refused).toEqual({});
  });

  it("keeps every one within the cost limit at the largest page size it is sent with, required variables or not", () => {
    // A request stops before the cost check when an operation needs a variable (an id) it does not
    // send; the cost itself depends only on the page sizes.
    const costs = operations.map(({ name, document }) => {
      const first = pageSizeOf(name);
      return { name, ...operationCost(schema, document, name, { first, limit: first }) };
    });
    expect(costs.filter(({ cost, refusals }) => cost > GRAPHQL_LIMITS.cost || refusals.length > 0)).toEqual([]);
    expect(costs.find(({ name }) => name === "CustomerDetail")?.cost).toBeGreaterThan(0);
  });
});

describe("abusive operations", () => {
  it("refuses deep nesting", async () => {
    const cycle = "tasks { customer { ".repeat(5);
    const deep = `{ customer(id: "x") { ${cycle} id ${"} } ".repeat(5)} } }`;
    expect(limitErrors(await post(deep))).toEqual([
      `Syntax Error: Query depth limit of ${GRAPHQL_LIMITS.depth} exceeded, found 12.`,
    ]);
  });

  it("refuses a flood of aliases", async () => {
    const aliases = Array.from({ length: 100 }, (_, index) => `a${index}: hero { heading }`).join(" ");
    expect(limitErrors(await post(`{ ${aliases} }`))).toEqual([
      `Syntax Error: Aliases limit of ${GRAPHQL_LIMITS.aliases} exceeded, found 100.`,
    ]);
  });

  it("refuses a flood of directives", async () => {
    const directives = Array.from({ length: 50 }, () => "@include(if: true)").join(" ");
    expect(limitErrors(await post(`{ hero { heading ${directives} } }`))).toEqual([
      `Syntax Error: Directives limit of ${GRAPHQL_LIMITS.directives} exceeded, found 50.`,
    ]);
  });

  it("refuses a flood of tokens", async () => {
    const fields = "heading ".repeat(2000);
    expect(limitErrors(await post(`{ hero { ${fields} } }`))).toEqual([
      `Syntax Error: Token limit of ${GRAPHQL_LIMITS.tokens} exceeded.`,
    ]);
  });

  it("counts a page's fields once per item asked for, from a literal or a variable", async () => {
    const nested = `query Nested($first: Int!) {
      customers(first: $first) { edges { node { id name email phone company status notes valueCents
        tasks(first: 5) { id title assignee { id username } } deals(first: 5) { id title }
        activities(first: 5) { id title description author { id username } customer { id name } } } } }
    }`;
    expect(limitErrors(await post(nested, { first: 10 }))).toEqual([]);
    expect(limitErrors(await post(nested, { first: 200 }))).toEqual([
      "Query cost 18601 is over the limit of 5000: ask for fewer items (first, limit) or fewer fields.",
    ]);
    expect(limitErrors(await post(nested.replace("($first: Int!)", "").replace("$first", "200")))).toEqual([
      "Query cost 18601 is over the limit of 5000: ask for fewer items (first, limit) or fewer fields.",
    ]);
  });

  describe("a customer's deals, each linking back to the customer", () => {
    const cycle = `query Cycle($id: ID!) { customer(id: $id) { deals { customer { deals { customer { deals { id } } } } } } }`;
    let agent: Awaited<ReturnType<typeof signedInAgent>>;
    let customerId: string;

    beforeAll(async () => {
      agent = await signedInAgent(t, { username: "deal-cycle" });
      const created = await graphql(
        agent,
        `
          mutation {
            createCustomer(input: { name: "Cycle", email: "cycle@example.test" }) {
              id
            }
          }
        `,
      );
      customerId = ((created.body as GraphqlResponse).data?.createCustomer as { id: string }).id;
      for (let index = 0; index < 60; index++) {
        await graphql(
          agent,
          `
            mutation ($input: DealInput!) {
              createDeal(input: $input) {
                id
              }
            }
          `,
          {
            input: { title: `Deal ${index}`, customerId },
          },
        );
      }
    });

    it("refuses the nesting before it runs, counting each list at the 50 items it returns", async () => {
      const response = await graphql(agent, cycle, { id: customerId });
      expect([response.status, response.body]).toEqual([
        200,
        {
          errors: [
            {
              message:
                "Query cost 130102 is over the limit of 5000: ask for fewer items (first, limit) or fewer fields.",
              extensions: { code: "QUERY_TOO_COSTLY" },
            },
          ],
        },
      ]);
    });

    it("answers the same nesting at small page sizes, each list cut to its size", async () => {
      const small = `query Small($id: ID!) { customer(id: $id) { deals(first: 3) { customer { deals(first: 2) { id } } } } }`;
      const body = (await graphql(agent, small, { id: customerId })).body as GraphqlResponse;
      const deals = (body.data?.customer as { deals: { customer: { deals: { id: string }[] } }[] }).deals;
      expect([body.errors, deals.length, deals.map((deal) => deal.customer.deals.length)]).toEqual([
        undefined,
        3,
        [2, 2, 2],
      ]);
    });

    it("gives a customer's deals 50 at a time unless asked for more, up to 200", async () => {
      const count = async (first?: number) => {
        const query = `query ($id: ID!, $first: Int) { customer(id: $id) { deals(first: $first) { id } } }`;
        const body = (await graphql(agent, query, { id: customerId, first })).body as GraphqlResponse;
        return (body.data?.customer as { deals: unknown[] }).deals.length;
      };
      expect([await count(), await count(60), await count(200)]).toEqual([50, 60, 60]);
    });

    it("refuses more than 200 of a customer's deals with a message", async () => {
      const query = `query ($id: ID!) { customer(id: $id) { deals(first: 201) { id } } }`;
      const response = await graphql(agent, query, { id: customerId });
      expect([response.status, response.body]).toEqual([
        200,
        {
          errors: [
            {
              message: "deals: A list returns at most 200 items: ask for first: 200 or fewer",
              extensions: { code: "BAD_USER_INPUT" },
            },
          ],
        },
      ]);
    });
  });
});

describe("request bodies", () => {
  it("answers a body over 100 kB with 413, as REST does", async () => {
    const query = `{ hero { heading } } # ${"x".repeat(110_000)}`;
    const response = await graphql(supertest(t.app), query);
    expect([response.status, response.text]).toEqual([413, "Request body is too large"]);
  });

  it("still reads a body under the limit", async () => {
    const response = await graphql(supertest(t.app), `{ hero { heading } } # ${"x".repeat(90_000)}`);
    expect([response.status, response.body]).toEqual([
      200,
      { data: { hero: { heading: "Manage Customer Relationships" } } },
    ]);
  });

  it("reads the largest batch the browser's import sends", async () => {
    // Every cell at its longest, in letters that take two bytes each.
    const rows: ImportRow[] = Array.from({ length: 40 }, (_, index) => ({
      line: index + 2,
      name: "é".repeat(200),
      email: `${"e".repeat(60)}${index}@example.test`,
      phone: `+1 555 123 4567 ext. ${"1".repeat(19)}`, // 40 characters
      company: "é".repeat(200),
      status: "active",
      value: "1234567.89",
      notes: "é".repeat(5000),
    }));
    const [first] = [...importRequestBatches(rows)];
    const agent = await signedInAgent(t, { username: "largest-import" });
    const response = await graphql(agent, print(ImportCustomersDocument), {
      rows: first?.toSend,
      updateExisting: false,
    });
    expect(response.status).toBe(200);
    const results = (response.body as GraphqlResponse).data?.importCustomers as { outcome: string }[];
    expect(results.map(({ outcome }) => outcome)).toEqual(Array(8).fill("created"));
  });
});
