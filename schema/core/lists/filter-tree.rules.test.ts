import { describe, expect, it } from "vitest";
import { CUSTOMER_FILTER_FIELDS } from "#schema/customers/customers.filter.rules.ts";
import { DEAL_FILTER_FIELDS } from "#schema/deals/deals.filter.rules.ts";
import { TASK_FILTER_FIELDS } from "#schema/tasks/tasks.filter.rules.ts";
import { hopFields, type FilterFields } from "./filter-fields.rules.ts";
import { FILTER_NOT_JSON, filterTreeJson, filterTreeRule } from "./filter-tree.rules.ts";
import { filterWhere } from "./filter-where.ts";

const OPERATORS = "eq, neq, in, nin, contains, startsWith, gt, gte, lt, lte, between, empty, notEmpty";
const ID = "0194f3a2-5c1e-7d40-9b7a-3c2e8f1a6b01";

function problem(tree: unknown, fields: FilterFields = CUSTOMER_FILTER_FIELDS) {
  const result = filterTreeRule(fields).safeParse(tree);
  return result.success ? "valid" : result.error.issues.map((issue) => issue.message);
}

function where(tree: unknown, fields: FilterFields = CUSTOMER_FILTER_FIELDS) {
  const checked = filterTreeRule(fields).parse(tree);
  return checked && filterWhere(checked);
}

const leaf = (field: unknown, op: string, value?: unknown) => ({
  field,
  op,
  ...(value === undefined ? {} : { value }),
});

describe("filterTreeRule accepts", () => {
  it.each([
    ["eq on an enum", leaf("status", "eq", "active")],
    ["neq on text", leaf("name", "neq", "Ada")],
    ["in on ids", leaf("id", "in", [ID])],
    ["nin on numbers", leaf("valueCents", "nin", [1, 2])],
    ["contains on searchable text", leaf("company", "contains", "engines")],
    ["startsWith on searchable text", leaf("email", "startsWith", "ada@")],
    ["gt on a number", leaf("valueCents", "gt", 0)],
    ["gte on a date", leaf("createdAt", "gte", "2026-11-27")],
    ["lt on a date-time", leaf("createdAt", "lt", "2026-11-27T09:30:00Z")],
    ["lte on a number", leaf("valueCents", "lte", -5)],
    ["between two dates", leaf("createdAt", "between", ["2026-01-01", "2026-12-31T23:59:59.999+01:00"])],
    ["empty on text", leaf("company", "empty")],
    ["notEmpty on a nullable id", leaf("ownerId", "notEmpty")],
    ["nothing at all", undefined],
    ["null", null],
  ])("%s", (_name, tree) => {
    expect(problem(tree)).toBe("valid");
  });

  it("groups nested five levels deep, with fifty conditions", () => {
    const deep = { and: [{ or: [{ not: { and: [leaf("status", "eq", "lead")] } }] }] };
    expect(problem(deep)).toBe("valid");
    expect(problem({ or: Array.from({ length: 50 }, () => leaf("valueCents", "gt", 1)) })).toBe("valid");
  });
});

describe("filterTreeRule refuses, naming the node", () => {
  it.each([
    [
      "a node of no known shape",
      { field2: "x" },
      'filter: must be {"and": [...]}, {"or": [...]}, {"not": {...}} or a condition {"field", "op", "value"}',
    ],
    [
      "a list as the tree",
      [leaf("status", "eq", "lead")],
      'filter: must be {"and": [...]}, {"or": [...]}, {"not": {...}} or a condition {"field", "op", "value"}',
    ],
    ["an empty and", { and: [] }, "filter.and: must be a non-empty list of conditions"],
    [
      "an or that is no list",
      { or: leaf("status", "eq", "lead") },
      "filter.or: must be a non-empty list of conditions",
    ],
    [
      "a group beside a condition",
      { and: [leaf("status", "eq", "lead")], field: "name" },
      'filter: "and" must stand alone in its object',
    ],
    [
      "a not holding text",
      { not: "status" },
      'filter.not: must be {"and": [...]}, {"or": [...]}, {"not": {...}} or a condition {"field", "op", "value"}',
    ],
    [
      "an unknown operator",
      { and: [leaf("status", "eq", "lead"), leaf("name", "like", "A")] },
      `filter.and[1].op: "like" is not an operator; use one of ${OPERATORS}`,
    ],
    [
      "a missing operator",
      { or: [{ field: "name" }] },
      `filter.or[0].op: nothing is not an operator; use one of ${OPERATORS}`,
    ],
    [
      "an unknown field",
      leaf("colour", "eq", "red"),
      'filter.field: "colour" is not a field of customers; use one of id, name, email, company, status, valueCents, ownerId, createdAt, company.id, company.name, company.industry, company.size',
    ],
    ["a field that is not text", leaf(7, "eq", "red"), "filter.field: must be a field name"],
    [
      "a field without an index",
      { not: leaf("notes", "contains", "x") },
      'filter.not.field: "notes" cannot be filtered: no index serves it, so filtering on it would read every row of the workspace',
    ],
    [
      "an extra key",
      { field: "name", op: "eq", value: "A", mode: "i" },
      'filter.mode: is not part of a condition; a condition has "field", "op" and "value"',
    ],
    [
      "contains on a number",
      leaf("valueCents", "contains", "1"),
      '"contains" does not apply to valueCents (number); use one of eq, neq, in, nin, gt, gte, lt, lte, between',
    ],
    [
      "gt on text",
      leaf("name", "gt", "A"),
      '"gt" does not apply to name (string); use one of eq, neq, in, nin, contains, startsWith, empty, notEmpty',
    ],
    [
      "neq on search-only text",
      leaf("email", "neq", "a@b.c"),
      '"neq" does not apply to email (string); use one of eq, contains, startsWith',
    ],
    [
      "empty on a value always there",
      leaf("status", "empty"),
      '"empty" does not apply to status (enum); use one of eq, neq, in, nin',
    ],
    ["a missing value", leaf("status", "eq"), 'filter.value: is required for "eq"'],
    ["a value for empty", leaf("company", "empty", ""), 'filter.value: "empty" takes no value'],
    [
      "null for eq",
      leaf("ownerId", "eq", null),
      'filter.value: must not be null; use "empty" for rows without a value',
    ],
    [
      "an enum value that does not exist",
      leaf("status", "eq", "vip"),
      "filter.value: must be one of lead, active, inactive",
    ],
    ["a number for text", leaf("name", "eq", 5), "filter.value: must be text"],
    ["text too long", leaf("name", "contains", "x".repeat(201)), "filter.value: must be at most 200 characters"],
    [
      "a fraction",
      leaf("valueCents", "gt", 1.5),
      "filter.value: must be a whole number from -2147483648 to 2147483647",
    ],
    [
      "a number beyond the column",
      leaf("valueCents", "gt", 2 ** 31),
      "filter.value: must be a whole number from -2147483648 to 2147483647",
    ],
    [
      "a date that is not one",
      leaf("createdAt", "gt", "soon"),
      'filter.value: must be a date such as "2026-11-27" or "2026-11-27T09:30:00Z", in the years 1 to 9999',
    ],
    [
      "a date before year 1",
      leaf("createdAt", "gt", "0000-06-01"),
      'filter.value: must be a date such as "2026-11-27" or "2026-11-27T09:30:00Z", in the years 1 to 9999',
    ],
    ["an id that is not a UUID", leaf("ownerId", "eq", "42"), "filter.value: must be an id (a UUID)"],
    ["an empty in", leaf("status", "in", []), 'filter.value: "in" takes a list of 1 to 100 values'],
    [
      "an in of 101 values",
      leaf(
        "valueCents",
        "nin",
        Array.from({ length: 101 }, (_, at) => at),
      ),
      'filter.value: "nin" takes a list of 1 to 100 values',
    ],
    [
      "a bad value in a list",
      leaf("status", "in", ["lead", "vip"]),
      "filter.value[1]: must be one of lead, active, inactive",
    ],
    [
      "a between of three",
      leaf("valueCents", "between", [1, 2, 3]),
      'filter.value: "between" takes a list of two values: [from, to]',
    ],
    [
      "a between of one value",
      leaf("valueCents", "between", 1),
      'filter.value: "between" takes a list of two values: [from, to]',
    ],
  ])("%s", (_name, tree, message) => {
    const [first] = problem(tree) as string[];
    expect(first).toBe(message.startsWith("filter") ? message : `filter.op: ${message}`);
  });

  it("refuses a boolean that is not one", () => {
    expect(problem(leaf("completed", "eq", "yes"), TASK_FILTER_FIELDS)).toEqual([
      "filter.value: must be true or false",
    ]);
  });

  it("refuses a tree deeper than 5 levels, and more than 50 conditions", () => {
    const six = { not: { and: [{ or: [{ not: { not: leaf("status", "eq", "lead") } }] }] } };
    expect(problem(six)).toEqual([
      "filter.not.and[0].or[0].not.not: the tree is more than 5 levels deep; nest at most 5",
    ]);
    const many = { or: Array.from({ length: 51 }, () => leaf("valueCents", "gt", 1)) };
    expect(problem(many)).toEqual(["filter.or[50]: the tree has more than 50 conditions; use at most 50"]);
  });

  it("gives the issue the node's path, for clients that mark the field", () => {
    const result = filterTreeRule(CUSTOMER_FILTER_FIELDS).safeParse({ and: [leaf("status", "eq", "x")] });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["filter", "and", 0, "value"]]);
  });
});

describe("filterTreeJson", () => {
  it("reads the tree from JSON text, and says so when the text is not JSON", () => {
    expect(filterTreeJson.parse('{"field":"status","op":"eq","value":"lead"}')).toEqual(leaf("status", "eq", "lead"));
    expect(filterTreeJson.safeParse("{status").error?.issues.map((issue) => issue.message)).toEqual([FILTER_NOT_JSON]);
    expect(FILTER_NOT_JSON).toBe(
      'filter: is not JSON; send a tree such as {"field":"status","op":"eq","value":"active"}',
    );
  });
});

describe("filterWhere", () => {
  it("translates each operator", () => {
    expect(where(leaf("status", "eq", "lead"))).toEqual({ status: { equals: "lead" } });
    expect(where(leaf("status", "nin", ["lead"]))).toEqual({ status: { notIn: ["lead"] } });
    expect(where(leaf("valueCents", "between", [1, 9]))).toEqual({ valueCents: { gte: 1, lte: 9 } });
    expect(where(leaf("valueCents", "lte", 9))).toEqual({ valueCents: { lte: 9 } });
    expect(where(leaf("createdAt", "gt", "2026-11-27"))).toEqual({ createdAt: { gt: new Date("2026-11-27") } });
  });

  it("matches text through the search column's trigram index, wildcards taken literally", () => {
    expect(where(leaf("company", "contains", "100%_A"))).toEqual({
      AND: [{ searchText: { contains: "100\\%\\_a" } }, { company: { contains: "100\\%\\_A", mode: "insensitive" } }],
    });
    expect(where(leaf("name", "startsWith", "Ad"))).toEqual({
      AND: [{ searchText: { contains: "ad" } }, { name: { startsWith: "Ad", mode: "insensitive" } }],
    });
  });

  it("treats '' and null as empty text, and null as an empty value otherwise", () => {
    expect(where(leaf("company", "empty"))).toEqual({ company: "" });
    expect(where(leaf("company", "notEmpty"))).toEqual({ NOT: { company: "" } });
    expect(where(leaf("ownerId", "empty"))).toEqual({ ownerId: null });
  });

  it("keeps every condition true or false on rows without a value, so not is the exact complement", () => {
    expect(where(leaf("ownerId", "eq", ID))).toEqual({
      AND: [{ NOT: { ownerId: null } }, { ownerId: { equals: ID } }],
    });
    expect(where(leaf("closedAt", "neq", "2026-01-01"), DEAL_FILTER_FIELDS)).toEqual({
      OR: [{ closedAt: null }, { closedAt: { not: new Date("2026-01-01") } }],
    });
  });

  it("reads a task's completed from whether it has a completion time", () => {
    expect(where(leaf("completed", "eq", true), TASK_FILTER_FIELDS)).toEqual({ NOT: { completedAt: null } });
    expect(where(leaf("completed", "neq", true), TASK_FILTER_FIELDS)).toEqual({ completedAt: null });
  });

  it("nests and, or and not", () => {
    expect(where({ not: { or: [leaf("status", "eq", "lead"), { and: [leaf("valueCents", "gt", 1)] }] } })).toEqual({
      NOT: { OR: [{ status: { equals: "lead" } }, { AND: [{ valueCents: { gt: 1 } }] }] },
    });
  });
});

describe("one hop through a relation (a person's primary company)", () => {
  const COMPANIES: FilterFields = {
    list: "companies",
    table: "companies",
    fields: {
      id: { type: "id", path: ["id"] },
      name: { type: "string", path: ["name"], searchColumn: "searchText" },
      industry: { type: "string", path: ["industry"] },
      size: { type: "number", path: ["size"], nullable: true },
      ownerId: { type: "id", path: ["ownerId"], nullable: true },
    },
    refused: {},
  };
  const PRIMARY = { relation: "companies", where: { isPrimary: true }, to: "company" };
  const PEOPLE: FilterFields = {
    ...CUSTOMER_FILTER_FIELDS,
    fields: {
      ...CUSTOMER_FILTER_FIELDS.fields,
      ...hopFields("company", PRIMARY, COMPANIES, ["id", "name", "industry", "size"]),
    },
  };
  const primaryWith = (there: unknown) => ({ companies: { some: { AND: [{ isPrimary: true }, there] } } });
  const noPrimaryWithout = (there: unknown) => ({
    NOT: { companies: { some: { AND: [{ isPrimary: true }, { NOT: there }] } } },
  });

  it("offers the other list's fields under the prefix, read on the related row's table", () => {
    expect(PEOPLE.fields["company.industry"]).toEqual({
      type: "string",
      path: ["company", "industry"],
      hop: { relation: "companies", where: { isPrimary: true } },
      table: "companies",
    });
    expect(() => hopFields("company", PRIMARY, COMPANIES, ["phone"])).toThrow("companies has no filter field phone");
  });

  it("holds a positive test only where the related row is there and passes", () => {
    expect(where(leaf("company.industry", "eq", "Software"), PEOPLE)).toEqual(
      primaryWith({ company: { industry: { equals: "Software" } } }),
    );
    expect(where(leaf("company.id", "in", [ID]), PEOPLE)).toEqual(primaryWith({ company: { id: { in: [ID] } } }));
    expect(where(leaf("company.size", "gt", 10), PEOPLE)).toEqual(
      primaryWith({ AND: [{ NOT: { company: { size: null } } }, { company: { size: { gt: 10 } } }] }),
    );
    expect(where(leaf("company.name", "contains", "Acme"), PEOPLE)).toEqual(
      primaryWith({
        AND: [
          { company: { searchText: { contains: "acme" } } },
          { company: { name: { contains: "Acme", mode: "insensitive" } } },
        ],
      }),
    );
    expect(where(leaf("company.id", "notEmpty"), PEOPLE)).toEqual({ companies: { some: { isPrimary: true } } });
  });

  it("holds a negative test also where there is no related row, so not stays the exact complement", () => {
    expect(where(leaf("company.industry", "neq", "Software"), PEOPLE)).toEqual(
      noPrimaryWithout({ company: { industry: { not: "Software" } } }),
    );
    expect(where(leaf("company.industry", "nin", ["Retail"]), PEOPLE)).toEqual(
      noPrimaryWithout({ company: { industry: { notIn: ["Retail"] } } }),
    );
    expect(where(leaf("company.id", "empty"), PEOPLE)).toEqual({ NOT: { companies: { some: { isPrimary: true } } } });
    expect(where(leaf("company.industry", "empty"), PEOPLE)).toEqual(noPrimaryWithout({ company: { industry: "" } }));
  });

  it("checks operators and values as the other list does, and offers empty on every hop field", () => {
    expect(problem(leaf("company.id", "empty"), PEOPLE)).toBe("valid");
    expect(problem(leaf("company.industry", "gt", "A"), PEOPLE)).toEqual([
      'filter.op: "gt" does not apply to company.industry (string); use one of eq, neq, in, nin, empty, notEmpty',
    ]);
    expect(problem(leaf("company.size", "eq", "ten"), PEOPLE)).toEqual([
      "filter.value: must be a whole number from -2147483648 to 2147483647",
    ]);
    expect(problem(leaf("company.ownerId", "eq", ID), PEOPLE)).toEqual([
      `filter.field: "company.ownerId" is not a field of customers; use one of ${Object.keys(PEOPLE.fields).join(", ")}`,
    ]);
  });
});
