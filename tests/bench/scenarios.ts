import { print } from "graphql";
import { DashboardDocument, SearchDocument } from "#web/graphql/generated/graphql.ts";
import { BENCH_API_KEY, BENCH_WORKSPACE, COMMON_TERM, PAGE_SIZE, RARE_TERM, SINGLE_LETTER_TERM } from "./bench-data.ts";
import type { LoadRequest } from "./load/wrk.ts";

/**
 * One thing loaded: a request, and what a right answer to it holds (a problem, or null); `unavailable`
 * names an answer that means the server lacks the feature yet (the scenario is skipped with `reason`).
 */
export type Scenario = {
  key: string;
  label: string;
  request: LoadRequest;
  check(body: unknown): string | null;
  unavailable?: { status: number; reason: string };
};

/** The columns the Customers screen shows, asked of both GraphQL servers. */
const CUSTOMER_FIELDS = "name email phone company status notes valueCents";

const apiKey = { authorization: `Bearer ${BENCH_API_KEY.secret}` };
const graphql = (
  query: string,
  headers: Record<string, string> = {},
  variables?: Record<string, unknown>,
): LoadRequest => ({
  path: "/graphql",
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify({ query, variables }),
});

type Json = Record<string, unknown> | undefined;
const field = (value: unknown, name: string): unknown => (value as Json)?.[name];
const edgeIds = (connection: unknown) =>
  (field(connection, "edges") as unknown[] | undefined)?.map((edge) => field(field(edge, "node"), "id"));
const restIds = (body: unknown) => (field(body, "data") as unknown[] | undefined)?.map((row) => field(row, "id"));

/** The page: PAGE_SIZE rows, starting with the newest customer. */
const samePage = (ids: (body: unknown) => unknown[] | undefined, firstId: string) => (body: unknown) => {
  const found = ids(body);
  if (!found) return `no rows in ${JSON.stringify(body).slice(0, 300)}`;
  if (found.length !== PAGE_SIZE) return `${found.length} rows instead of ${PAGE_SIZE}`;
  return found[0] === firstId ? null : `the first row is ${String(found[0])}, not the newest customer ${firstId}`;
};
const someRows = (ids: (body: unknown) => unknown[] | undefined) => (body: unknown) =>
  (ids(body)?.length ?? 0) > 0 ? null : `no rows in ${JSON.stringify(body).slice(0, 300)}`;

/** Our GraphQL list of the page (the Yoga floor answers the same document). */
const customerList = (totalCount: string) =>
  `{ customers(first: ${PAGE_SIZE}, orderBy: { field: createdAt, direction: desc }) { ${totalCount} ` +
  `edges { node { id ${CUSTOMER_FIELDS} } } pageInfo { hasNextPage endCursor } } }`;

export function ceilingScenarios(firstId: string): Scenario[] {
  return [
    {
      key: "ceiling",
      label: "ceiling: node:http, page serialised once",
      request: { path: "/" },
      check: samePage(restIds, firstId),
    },
  ];
}

export function floorScenarios(firstId: string): Scenario[] {
  return [
    {
      key: "floor",
      label: "floor: node:http + pg, prepared statement",
      request: { path: "/" },
      check: samePage(restIds, firstId),
    },
  ];
}

/** The hand-written references: an authenticated REST list, and a GraphQL list on bare Yoga. */
export function referenceScenarios(firstId: string): { authenticated: Scenario[]; yoga: Scenario[] } {
  return {
    authenticated: [
      {
        key: "authenticatedFloor",
        label: "Express + pg: API key, page and count",
        request: { path: "/", headers: apiKey },
        check: samePage(restIds, firstId),
      },
    ],
    yoga: [
      {
        key: "yogaFloor",
        label: "Yoga + pg: the GraphQL list",
        request: graphql(customerList("")),
        check: samePage((body) => edgeIds(field(field(body, "data"), "customers")), firstId),
      },
    ],
  };
}

/** The search palette's query for a term, and a right answer: a customer found, every result of a known kind. */
function paletteSearch(key: string, term: string, session: Record<string, string>): Scenario {
  return {
    key,
    label: `GraphQL search '${term}', the palette's query (session)`,
    request: graphql(print(SearchDocument), session, { query: term }),
    check: (body) => {
      const results = field(field(body, "data"), "search") as unknown[] | undefined;
      if (!results?.some((result) => field(result, "kind") === "customer")) {
        return `no customer found in ${JSON.stringify(body).slice(0, 300)}`;
      }
      const kinds = new Set(["customer", "deal", "task", "activity"]);
      return results.every((result) => kinds.has(String(field(result, "kind")))) ? null : "a result of no known kind";
    },
  };
}

export function ourScenarios(firstId: string, cookie: string): Scenario[] {
  const session = { cookie };
  const rest = (query: string, headers: Record<string, string>): LoadRequest => ({
    path: `/api/customers?limit=${PAGE_SIZE}${query}`,
    headers,
  });
  const ourPage = (body: unknown) => edgeIds(field(field(body, "data"), "customers"));
  return [
    { key: "restList", label: "REST list (API key)", request: rest("", apiKey), check: samePage(restIds, firstId) },
    {
      key: "restListSession",
      label: "REST list (session cookie)",
      request: rest("", session),
      check: samePage(restIds, firstId),
    },
    {
      key: "restSearchCommon",
      label: `REST search '${COMMON_TERM}' (API key)`,
      request: rest(`&search=${COMMON_TERM}`, apiKey),
      check: someRows(restIds),
    },
    {
      key: "restSearchRare",
      label: `REST search '${RARE_TERM}' (API key)`,
      request: rest(`&search=${RARE_TERM}`, apiKey),
      check: someRows(restIds),
    },
    {
      key: "restStatus",
      label: "REST status=active (API key)",
      request: rest("&status=active", apiKey),
      check: someRows(restIds),
    },
    {
      key: "graphqlList",
      label: "GraphQL list (session)",
      request: graphql(customerList(""), session),
      check: samePage(ourPage, firstId),
    },
    {
      key: "graphqlListTotal",
      label: "GraphQL list + totalCount (session)",
      request: graphql(customerList("totalCount"), session),
      check: samePage(ourPage, firstId),
    },
    paletteSearch("searchCommon", COMMON_TERM, session),
    paletteSearch("searchRare", RARE_TERM, session),
    paletteSearch("searchLetter", SINGLE_LETTER_TERM, session),
    {
      key: "dashboard",
      label: "dashboard, the screen's query (session)",
      request: graphql(print(DashboardDocument), session),
      check: (body) =>
        field(field(body, "data"), "dashboard") ? null : `no dashboard in ${JSON.stringify(body).slice(0, 300)}`,
    },
  ];
}

export function peerScenarios(firstId: string): Scenario[] {
  const list = (totalCount: string) =>
    `{ allCustomers(first: ${PAGE_SIZE}, orderBy: [CREATED_AT_DESC, PRIMARY_KEY_DESC], ` +
    `condition: { workspaceId: "${BENCH_WORKSPACE.id}" }) { ${totalCount} ` +
    `edges { node { id: rowId ${CUSTOMER_FIELDS} } } pageInfo { hasNextPage endCursor } } }`;
  const peerPage = (body: unknown) => edgeIds(field(field(body, "data"), "allCustomers"));
  return [
    {
      key: "peerList",
      label: "PostGraphile 5 allCustomers",
      request: graphql(list("")),
      check: samePage(peerPage, firstId),
    },
    {
      key: "peerListTotal",
      label: "PostGraphile 5 allCustomers + totalCount",
      request: graphql(list("totalCount")),
      check: samePage(peerPage, firstId),
    },
  ];
}
