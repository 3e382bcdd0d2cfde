import { DashboardDocument } from "#web/graphql/generated/graphql.ts";
import { CLOSED_STAGES, ROW_KINDS } from "./expected-rows.ts";
import type { LoadClient } from "./load-client.ts";
import type { RestList } from "./operation.ts";

/**
 * After the run, what each workspace's lists and dashboard count (from row counts and monthly figures
 * the database's triggers kept while hundreds of writes raced) against the rows its clients wrote.
 */
export async function verifyCounts(clients: LoadClient[]): Promise<string[]> {
  const problems: string[] = [];
  const byWorkspace = Map.groupBy(clients, (client) => client.workspace.id);
  for (const members of byWorkspace.values()) {
    const [client] = members;
    if (!client) continue;
    const { tag } = client.workspace;
    const expect = (what: string, counted: number | undefined, expected: number) => {
      if (counted !== undefined && counted !== expected)
        problems.push(`${tag}: ${what} is ${counted}, expected ${expected}`);
    };
    const held = (kind: (typeof ROW_KINDS)[number]) =>
      members.reduce((sum, member) => sum + member.rows.of(kind).size, 0);
    // The server's stage-change notes are activities too.
    const stageChanges = members.reduce(
      (sum, member) => sum + [...member.rows.stageChanges.values()].reduce((notes, titles) => notes + titles.length, 0),
      0,
    );
    for (const kind of ROW_KINDS) {
      const list = await client.rest<RestList<unknown>>(`REST GET /api/${kind}`, "GET", `/api/${kind}?limit=1`);
      const expected = held(kind) + (kind === "activities" ? stageChanges : 0);
      expect(`GET /api/${kind} totalCount`, list?.totalCount, expected);
    }
    const data = await client.graphql(DashboardDocument, {});
    const openDeals = members.reduce(
      (sum, member) =>
        sum + [...member.rows.deals.values()].filter((deal) => !CLOSED_STAGES.includes(deal.stage)).length,
      0,
    );
    expect("the dashboard's total customers", data?.dashboard.totalCustomers.value, held("customers"));
    expect("the dashboard's active deals", data?.dashboard.activeDeals.value, openDeals);
  }
  return problems;
}
