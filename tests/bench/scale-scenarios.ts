import { print } from "graphql";
import { DealBoardDocument } from "#web/graphql/generated/graphql.ts";
import { BENCH_API_KEY, PAGE_SIZE } from "./bench-data.ts";
import type { LoadRequest } from "./load/wrk.ts";
import type { Scenario } from "./scenarios.ts";

/** The deal board asks each column's first page of this many cards (web/src/features/deals/hooks). */
const BOARD_COLUMN_PAGE = 20;
const BOARD_STAGES = ["qualified", "proposal", "negotiation", "closed_won", "closed_lost"];

/** What the filter scenario records when the server does not know `?filter=` yet (it refuses or ignores it). */
export const FILTER_LANGUAGE_UNAVAILABLE = "filter language not available (the server answered 400 to `filter`)";
export const FILTER_IGNORED = "filter language not available (the server ignored `filter`: rows outside the tree)";

/** The tree's date: the start of last year (the seed spreads customers over three years before today). */
export const filterSince = (now = new Date()) => `${now.getUTCFullYear() - 1}-01-01T00:00:00.000Z`;

/** The three-leaf tree on customers: active ones created since `since` whose name starts with an A. */
export function threeLeafFilter(since = filterSince()): object {
  return {
    and: [
      { field: "status", op: "eq", value: "active" },
      { field: "createdAt", op: "gte", value: since },
      { field: "name", op: "startsWith", value: "A" },
    ],
  };
}

type Json = Record<string, unknown> | undefined;
const field = (value: unknown, name: string): unknown => (value as Json)?.[name];
const rows = (body: unknown) => field(body, "data") as Json[] | undefined;

/** A full page, every row passing `accept`; `outside` when one does not. */
const pageOf = (accept: (row: Json) => boolean, outside: string) => (body: unknown) => {
  const found = rows(body);
  if (!found) return `no rows in ${JSON.stringify(body).slice(0, 300)}`;
  if (found.length !== PAGE_SIZE) return `${found.length} rows instead of ${PAGE_SIZE}`;
  return found.every(accept) ? null : outside;
};

/** Ten times the data (issue 22): the loads the issue adds beside ourScenarios'. */
export function scaleScenarios(cookie: string): Scenario[] {
  const apiKey = { authorization: `Bearer ${BENCH_API_KEY.secret}` };
  const rest = (query: string): LoadRequest => ({ path: `/api/customers?limit=${PAGE_SIZE}${query}`, headers: apiKey });
  const since = filterSince();
  return [
    {
      key: "restSortValue",
      label: "REST sort=-value (API key)",
      request: rest("&sort=-value"),
      check: (body) => {
        const values = rows(body)?.map((row) => Number(field(row, "valueCents")));
        if (!values || values.length !== PAGE_SIZE)
          return `not a page of ${PAGE_SIZE} in ${JSON.stringify(body).slice(0, 300)}`;
        return values.every((value, index) => index === 0 || values[index - 1]! >= value)
          ? null
          : "rows not by value, highest first";
      },
    },
    {
      key: "restFilterTree",
      label: "REST filter: a three-leaf and tree (API key)",
      request: rest(`&filter=${encodeURIComponent(JSON.stringify(threeLeafFilter(since)))}`),
      unavailable: { status: 400, reason: FILTER_LANGUAGE_UNAVAILABLE },
      check: pageOf(
        (row) =>
          field(row, "status") === "active" &&
          String(field(row, "name")).startsWith("A") &&
          Date.parse(String(field(row, "createdAt"))) >= Date.parse(since),
        FILTER_IGNORED,
      ),
    },
    {
      key: "dealBoard",
      label: "deal board, the screen's query (session)",
      request: {
        path: "/graphql",
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ query: print(DealBoardDocument), variables: { filter: {}, first: BOARD_COLUMN_PAGE } }),
      },
      check: (body) => {
        const columns = field(field(body, "data"), "dealPipeline") as Json[] | undefined;
        const stages = columns?.map((column) => field(column, "stage"));
        return JSON.stringify(stages) === JSON.stringify(BOARD_STAGES)
          ? null
          : `not the five columns in ${JSON.stringify(body).slice(0, 300)}`;
      },
    },
  ];
}
