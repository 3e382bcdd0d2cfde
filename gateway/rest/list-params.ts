import { z } from "zod";
import { sortFieldMessage } from "#core/lists/list-order.rules.ts";
import type { Connection } from "#core/lists/list-page.ts";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "#core/lists/lists.rules.ts";
import {
  FILTER_EXAMPLE,
  FILTER_NOT_JSON,
  filterTreeJson,
  MAX_FILTER_DEPTH,
  MAX_FILTER_LEAVES,
} from "#core/lists/filter-tree.rules.ts";
import { FILTER_OPERATORS } from "#core/lists/filter-fields.rules.ts";
import { ValidationError, type FieldError } from "#core/errors.ts";
import type { QueryText } from "./route.ts";

/**
 * A whole-number query parameter. It arrives as text, so zod checks a string; the document states the
 * number it stands for (OpenAPI serialises an integer parameter as that same text).
 */
export function wholeNumber(name: string, description: string, facts: { minimum: number }) {
  return z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .optional()
    .meta({ description, type: "integer", ...facts });
}

/** `?filter=`: a filter tree as JSON, checked by the list's service against the fields it offers. */
const filterTreeParam = filterTreeJson.optional().meta({
  description:
    `A filter tree as JSON, kept together with the other parameters: {"and": [...]}, {"or": [...]}, {"not": {...}} ` +
    `and conditions {"field", "op", "value"} with op one of ${FILTER_OPERATORS.join(", ")}; ` +
    `at most ${MAX_FILTER_DEPTH} levels deep and ${MAX_FILTER_LEAVES} conditions. Example: ${JSON.stringify(FILTER_EXAMPLE)}.`,
  type: "string",
});

/**
 * `?limit=`, `?cursor=` and `?offset=`, the query parameters of every list, and `?filter=`, its filter
 * tree; the service clamps and checks them.
 */
export const pageParams = {
  limit: wholeNumber(
    "limit",
    `Rows per page: ${DEFAULT_PAGE_SIZE} by default, at most ${MAX_PAGE_SIZE} (more is read as ${MAX_PAGE_SIZE}).`,
    { minimum: 1 },
  ),
  cursor: z
    .string()
    .optional()
    .meta({ description: "`pageInfo.endCursor` of the previous page, for the next one (same filters and sort)." }),
  offset: wholeNumber("offset", "Start at this row instead of after a cursor, to jump to a page.", { minimum: 0 }),
  filter: filterTreeParam,
};

/** `?sort=name` (ascending) or `?sort=-name` (descending), over the list's sort fields. */
export function sortParam(fields: readonly string[]) {
  const values = fields.flatMap((field) => [field, `-${field}`]);
  return z
    .enum(values as [string, ...string[]], { error: sortFieldMessage(fields) })
    .optional()
    .meta({ description: `One of ${fields.join(", ")}; a leading minus sorts descending.` });
}

/** A list filter's field as a query parameter: the rule itself, without the `null` GraphQL may send. */
export function filterParam<Rule extends z.ZodType>(field: z.ZodOptional<z.ZodNullable<Rule>>, description: string) {
  return field.unwrap().unwrap().optional().meta({ description });
}

/**
 * A list's query text in the shape its service checks, without checking any of it: `limit`, `cursor`
 * and `offset` become `first`, `after` and `offset` (numbers still as text: the service reads them),
 * `?filter=` JSON becomes `filterTree` (text that is not JSON is passed on as it is, for the service
 * to refuse), the list's own filters go under `filter`, and `?sort=-name` becomes an `orderBy`.
 */
export function restListInput(query: QueryText, filterNames: readonly string[]) {
  const { limit, cursor, offset, filter, sort } = query;
  return {
    first: limit,
    after: cursor || undefined,
    offset,
    filter: Object.fromEntries(filterNames.map((name) => [name, query[name]])),
    filterTree: filter === undefined ? undefined : jsonOrText(filter),
    orderBy: sort === undefined ? undefined : sortOrder(sort),
  };
}

/** The JSON the text holds, or the text itself when it is not JSON (read once: the answer is the parse). */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Only on a refused list: whether its `?filter=` was JSON at all, to say which of the two was wrong. */
function isJson(text: string): boolean {
  // JSON.parse never gives back the very text it read (a JSON string keeps its quotes in the text).
  return jsonOrText(text) !== text;
}

function sortOrder(sort: string) {
  return sort.startsWith("-") ? { field: sort.slice(1), direction: "desc" } : { field: sort, direction: "asc" };
}

const WHOLE_NUMBER = /^\d+$/;

/** A list's filters whose query parameter has another name than the service's field (`search` is `?q=`). */
type ParameterNames = Readonly<Record<string, string>>;

/** The query parameter a path of the service's list input came from, and its message for text it could not read. */
function restField(query: QueryText, { field, message }: FieldError, parameterNames: ParameterNames): FieldError {
  const [head = "", ...rest] = field.split(".");
  const text = (name: string, readable: boolean, unreadable: string) => ({
    field: name,
    message: readable ? message : unreadable,
  });
  if (head === "first") return text("limit", WHOLE_NUMBER.test(query.limit ?? ""), "limit must be a whole number");
  if (head === "offset") return text("offset", WHOLE_NUMBER.test(query.offset ?? ""), "offset must be a whole number");
  if (head === "after") return { field: "cursor", message };
  if (head === "orderBy") return { field: "sort", message };
  if (head === "filter" && rest.length > 0) {
    const name = rest.join(".");
    return { field: parameterNames[name] ?? name, message };
  }
  if (head === "filterTree") {
    const tree = rest.length > 0 ? rest.join(".") : "filter";
    return text(tree, isJson(query.filter ?? ""), FILTER_NOT_JSON);
  }
  return { field, message };
}

/**
 * Runs a list service with the query's text (see restListInput) and names the problems its one check
 * found by the query parameters they came from (`first` is `limit`, `filter.status` is `status`,
 * `orderBy.field` is `sort`, a filter renamed in `parameterNames` by its parameter), all of them in one 400.
 */
export async function withRestNames<Result>(
  query: QueryText,
  run: () => Promise<Result>,
  parameterNames: ParameterNames = {},
): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ValidationError) || error.fieldErrors.length === 0) throw error;
    const byField = new Map<string, string>();
    for (const fieldError of error.fieldErrors) {
      const named = restField(query, fieldError, parameterNames);
      if (!byField.has(named.field)) byField.set(named.field, named.message);
    }
    const fieldErrors = [...byField].map(([field, message]) => ({ field, message }));
    const [first] = fieldErrors;
    const message = first && error.message === error.fieldErrors[0]?.message ? first.message : error.message;
    throw new ValidationError(message, fieldErrors);
  }
}

/** The REST list shape: `{ data, pageInfo: { hasNextPage, endCursor }, totalCount, totalCountIsLowerBound }`. */
export async function toListResponse<Node, Item>(connection: Connection<Node>, toItem: (node: Node) => Item) {
  const total = await connection.total();
  return {
    data: connection.edges.map((edge) => toItem(edge.node)),
    pageInfo: { hasNextPage: connection.pageInfo.hasNextPage, endCursor: connection.pageInfo.endCursor },
    totalCount: total.count,
    totalCountIsLowerBound: total.isLowerBound,
  };
}

/** The schema of a list of `item`s, as toListResponse answers it. */
function listSchema(item: z.ZodType) {
  return z.strictObject({
    data: z.array(item),
    pageInfo: z.strictObject({
      hasNextPage: z.boolean(),
      endCursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next page." }),
    }),
    totalCount: z.int(),
    totalCountIsLowerBound: z
      .boolean()
      .meta({ description: "True when a filtered list matches more rows than it counts: totalCount is then a floor." }),
  });
}

function listExample<Item>(item: Item) {
  return {
    data: [item],
    pageInfo: { hasNextPage: true, endCursor: "WyJjcmVhdGVkQXQ6ZGVzYyIsMF0" },
    totalCount: 137,
    totalCountIsLowerBound: false,
  };
}

/** A list route's answer: a page of the resource, described by the resource's own schema and example. */
export function listAnswer<Item>(description: string, item: { schema: z.ZodType; example: Item }) {
  return { status: 200, description, schema: listSchema(item.schema), example: listExample(item.example) };
}
