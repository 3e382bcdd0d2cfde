import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { operationCost } from "./query-cost.ts";

const cost = (query: string, variables?: Record<string, unknown>) => operationCost(parse(query), undefined, variables);

describe("query cost", () => {
  it("counts one per field", () => {
    expect(cost("{ hero { heading badge } }")).toBe(3);
  });

  it("multiplies what a page selects by its size, from a literal or a variable", () => {
    expect(cost("{ customers(first: 10) { edges { node { id name } } } }")).toBe(1 + 10 * 4);
    expect(cost("query ($n: Int) { customers(first: $n) { edges { node { id name } } } }", { n: 100 })).toBe(
      1 + 100 * 4,
    );
    expect(cost("{ tasks(limit: 3) { id } }")).toBe(1 + 3 * 1);
  });

  it("takes the default page of 50 for a connection without a size, and at most the 200 a list returns", () => {
    expect(cost("{ customers { edges { node { id } } } }")).toBe(1 + 50 * 3);
    expect(cost("{ customers(first: 100000) { edges { node { id } } } }")).toBe(1 + 200 * 3);
  });

  it("counts a fragment where it is spread", () => {
    const query =
      "{ customers(first: 2) { edges { node { ...Fields } } } } fragment Fields on Customer { id name email }";
    expect(cost(query)).toBe(1 + 2 * (1 + 1 + 3));
  });
});
