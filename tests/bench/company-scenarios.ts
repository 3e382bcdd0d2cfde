import { BENCH_COMPANY, COMPANY_PICKER_TERM, PAGE_SIZE } from "./bench-data.ts";
import type { LoadRequest } from "./load/wrk.ts";
import type { Scenario } from "./scenarios.ts";

/** How many companies the picker offers as someone types. */
const PICKER_SIZE = 10;

type Json = Record<string, unknown> | undefined;
const field = (value: unknown, name: string): unknown => (value as Json)?.[name];
const nodes = (body: unknown) =>
  (field(field(field(body, "data"), "companies"), "edges") as unknown[] | undefined)?.map((edge) =>
    field(edge, "node"),
  );

/** The Companies screen's page: the table's columns, by name, with the total. */
export const COMPANY_LIST = `query CompanyListBench($first: Int!) {
  companies(first: $first, orderBy: { field: name, direction: asc }) {
    totalCount
    edges { node { id name domains industry size phone website owner { id username } createdAt } }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** A company's page: its details, figures and people with their roles. */
export const COMPANY_PAGE = `query CompanyPageBench($id: ID!) {
  company(id: $id) {
    id name domains industry size phone website address notes createdAt updatedAt
    owner { id username }
    figures { openPipelineCents openDeals wonThisYearCents wonDeals lastActivityAt people }
    customers(first: ${PAGE_SIZE}) { id role isPrimary customer { id name email phone status } }
  }
}`;

/** The customer form's company picker: the first companies whose name or domain holds what was typed. */
export const COMPANY_PICKER = `query CompanyPickerBench($search: String!, $first: Int!) {
  companies(first: $first, filter: { search: $search }) { edges { node { id name domains } } }
}`;

/** Issue 25's loads: the companies list, a company's page and the company picker's search, at 100,000 companies. */
export function companyScenarios(cookie: string): Scenario[] {
  const graphql = (query: string, variables: Record<string, unknown>): LoadRequest => ({
    path: "/graphql",
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ query, variables }),
  });
  return [
    {
      key: "companyList",
      label: "GraphQL companies list, by name (session)",
      request: graphql(COMPANY_LIST, { first: PAGE_SIZE }),
      check: (body) => {
        const found = nodes(body);
        return found?.length === PAGE_SIZE
          ? null
          : `not a page of ${PAGE_SIZE} in ${JSON.stringify(body).slice(0, 300)}`;
      },
    },
    {
      key: "companyPage",
      label: `GraphQL company page, ${BENCH_COMPANY.name} (session)`,
      request: graphql(COMPANY_PAGE, { id: BENCH_COMPANY.id }),
      check: (body) => {
        const company = field(field(body, "data"), "company");
        const people = field(company, "customers") as unknown[] | undefined;
        if (field(company, "name") !== BENCH_COMPANY.name) return `no company in ${JSON.stringify(body).slice(0, 300)}`;
        return people?.length === PAGE_SIZE ? null : `${people?.length ?? 0} people instead of ${PAGE_SIZE}`;
      },
    },
    {
      key: "companyPicker",
      label: `GraphQL company picker '${COMPANY_PICKER_TERM}' (session)`,
      request: graphql(COMPANY_PICKER, { search: COMPANY_PICKER_TERM, first: PICKER_SIZE }),
      check: (body) => {
        const found = nodes(body);
        if (!found?.length) return `no companies in ${JSON.stringify(body).slice(0, 300)}`;
        const term = COMPANY_PICKER_TERM.toLowerCase();
        const matches = (node: unknown) =>
          String(field(node, "name")).toLowerCase().includes(term) ||
          (field(node, "domains") as string[]).some((domain) => domain.includes(term));
        return found.every(matches) ? null : `a company without '${COMPANY_PICKER_TERM}'`;
      },
    },
  ];
}
