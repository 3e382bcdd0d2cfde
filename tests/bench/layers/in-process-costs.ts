import pg from "pg";
import { customerRoutes } from "#gateway/rest/customers.ts";
import { customerApiJson } from "#schema/customers/customers.api.ts";
import { customerFilter, customerOrder } from "#schema/customers/customers.rules.ts";
import { createDatabase } from "#core/db/db.ts";
import { workspaceRowCount } from "#core/lists/row-counts.ts";
import { parseInput } from "#core/validation.ts";
import { BENCH_WORKSPACE, PAGE_SIZE } from "../bench-data.ts";
import { CUSTOMER_PAGE_QUERY } from "../servers/customer-page.ts";

/**
 * The layers of the REST list that run inside a request rather than around it, timed in this process
 * one request's worth at a time (CPU µs per request, the median of ROUNDS rounds): the checks of its
 * query (the route's and the service's), Prisma (the workspace-bound client, the page and the kept row
 * count, less the same two statements sent with `pg`), and the answer's serialisation (the API shape of
 * each row, then JSON).
 */
export type InProcessCost = { layer: string; microsPerRequest: number };

const ROUNDS = 5;

async function cpuMicrosPerCall(calls: number, call: () => unknown): Promise<number> {
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const before = process.cpuUsage();
    for (let index = 0; index < calls; index += 1) await call();
    const { user, system } = process.cpuUsage(before);
    rounds.push((user + system) / calls);
  }
  return rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
}

export async function measureInProcess(databaseUrl: string): Promise<InProcessCost[]> {
  const db = createDatabase(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const listRoute = customerRoutes.find((route) => route.method === "get" && route.path === "/customers")!;
    const validation = await cpuMicrosPerCall(2000, () => {
      parseInput(listRoute.query!, { limit: String(PAGE_SIZE) });
      parseInput(customerFilter, { search: undefined, status: undefined });
      parseInput(customerOrder, undefined);
    });
    const page = { orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }], take: PAGE_SIZE + 1 };
    const prisma = await cpuMicrosPerCall(300, async () => {
      const workspace = db.$forWorkspace(BENCH_WORKSPACE.id);
      await workspace.customer.findMany(page);
      await workspaceRowCount(workspace, "customers");
    });
    const plain = await cpuMicrosPerCall(300, async () => {
      await pool.query({ ...CUSTOMER_PAGE_QUERY, values: [BENCH_WORKSPACE.id, PAGE_SIZE + 1] });
      await pool.query({
        name: "row_count",
        text: "SELECT row_count FROM workspace_row_counts WHERE workspace_id = $1 AND table_name = 'customers'",
        values: [BENCH_WORKSPACE.id],
      });
    });
    const rows = await db.$forWorkspace(BENCH_WORKSPACE.id).customer.findMany(page);
    const serialisation = await cpuMicrosPerCall(2000, () =>
      JSON.stringify({
        data: rows.slice(0, PAGE_SIZE).map((row) => customerApiJson(row, "USD")),
        pageInfo: { hasNextPage: true, endCursor: "cursor" },
        totalCount: rows.length,
        totalCountIsLowerBound: false,
      }),
    );
    return [
      { layer: "validation (the route's query, the service's filter and order)", microsPerRequest: validation },
      { layer: "Prisma (its client and two statements, less the same with pg)", microsPerRequest: prisma - plain },
      { layer: "serialisation (the API shape of 50 rows, JSON)", microsPerRequest: serialisation },
    ];
  } finally {
    await db.$disconnect();
    await pool.end();
  }
}
