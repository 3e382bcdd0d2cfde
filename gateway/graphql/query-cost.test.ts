import { getNamedType, getNullableType, isLeafType, isListType, isObjectType, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "#schema/index.ts";
import { LIST_SIZE_EXTENSION } from "#core/lists/list-size.ts";
import { operationCost } from "./query-cost.ts";

const measure = (query: string, variables?: Record<string, unknown>) =>
  operationCost(schema, parse(query), undefined, variables);
const cost = (query: string, variables?: Record<string, unknown>) => measure(query, variables).cost;

describe("query cost", () => {
  it("counts one per field", () => {
    expect(cost("{ hero { heading badge } }")).toBe(3);
  });

  it("multiplies what a page selects by its size, from a literal or a variable", () => {
    expect(cost("{ customers(first: 10) { edges { node { id name } } } }")).toBe(1 + 10 * 4);
    expect(cost("query ($n: Int) { customers(first: $n) { edges { node { id name } } } }", { n: 100 })).toBe(
      1 + 100 * 4,
    );
    expect(cost("{ teamMembers(first: 3) { id } }")).toBe(1 + 3 * 1);
  });

  it("takes the default page of 50 for a connection without a size, and at most the 200 a list returns", () => {
    expect(cost("{ customers { edges { node { id } } } }")).toBe(1 + 50 * 3);
    expect(cost("{ customers(first: 100000) { edges { node { id } } } }")).toBe(1 + 200 * 3);
  });

  it("counts introspection one per field", () => {
    expect(cost("{ __schema { types { name fields { name } } } }")).toBe(1 + (1 + 1 + (1 + 1)));
  });

  it("counts __typename as nothing: it is answered from the type, and Apollo Client asks for it everywhere", () => {
    expect(cost("{ __typename customers(first: 2) { __typename edges { node { __typename id } } } }")).toBe(
      cost("{ customers(first: 2) { edges { node { id } } } }"),
    );
  });

  it("counts a fragment where it is spread", () => {
    const query =
      "{ customers(first: 2) { edges { node { ...Fields } } } } fragment Fields on Customer { id name email }";
    expect(cost(query)).toBe(1 + 2 * (1 + 1 + 3));
  });

  it("counts a customer's deals at the 50 they return unless asked for fewer, however deep they nest", () => {
    expect(cost('{ customer(id: "c") { deals { id } } }')).toBe(1 + (1 + 50 * 1));
    expect(cost('{ customer(id: "c") { deals(first: 2) { customer { deals(first: 3) { id } } } } }')).toBe(
      1 + (1 + 2 * (1 + (1 + 3 * 1))),
    );
    expect(cost('{ customer(id: "c") { deals { customer { deals { customer { deals { id } } } } } } }')).toBe(
      1 + (1 + 50 * (1 + (1 + 50 * (1 + (1 + 50 * 1))))),
    );
  });

  it("counts an import's results once per row sent, at most the 1,000 a batch holds", () => {
    const query = "mutation ($rows: [CustomerImportRow!]!) { importCustomers(rows: $rows) { line message } }";
    expect(cost(query, { rows: Array.from({ length: 3 }, (_, index) => ({ line: index + 2 })) })).toBe(1 + 3 * 2);
    expect(cost(query, { rows: Array.from({ length: 5000 }, (_, index) => ({ line: index + 2 })) })).toBe(1 + 1000 * 2);
    expect(cost("mutation { importCustomers(rows: [{ line: 2 }, { line: 3 }]) { line } }")).toBe(1 + 2 * 1);
  });

  it("counts a list the domain bounds at its bound", () => {
    expect(cost("{ dashboard { dealsByStage { count } customersPerMonth { count } } }")).toBe(
      1 + (1 + 5 * 1) + (1 + 6 * 1),
    );
    expect(cost('{ search(query: "a", first: 1) { customerId } }')).toBe(1 + 5 * 20 * 1);
  });

  it("refuses a limited list asked for more than 200 items or fewer than 1, and lets a connection clamp", () => {
    expect(measure('{ customer(id: "c") { deals(first: 201) { id } } }').refusals).toEqual([
      "deals: A list returns at most 200 items: ask for first: 200 or fewer",
    ]);
    expect(measure("query ($n: Int) { members(first: $n) { role } }", { n: 0 }).refusals).toEqual([
      "members: Page size must be a whole number of at least 1",
    ]);
    expect(measure('{ customer(id: "c") { deals(first: 200) { id } } }').refusals).toEqual([]);
    expect(measure("{ customers(first: 100000) { edges { node { id } } } }").refusals).toEqual([]);
  });
});

describe("the schema's lists", () => {
  it("each says how many items it may return: a page argument, a declared bound, or a list of plain values", () => {
    const unbounded: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith("__")) continue;
      for (const field of Object.values(type.getFields())) {
        if (!isListType(getNullableType(field.type)) || isLeafType(getNamedType(field.type))) continue;
        const paged = field.args.some((arg) => ["first", "limit"].includes(arg.name));
        if (!paged && !field.extensions[LIST_SIZE_EXTENSION]) unbounded.push(`${type.name}.${field.name}`);
      }
    }
    expect(unbounded).toEqual([]);
  });
});
