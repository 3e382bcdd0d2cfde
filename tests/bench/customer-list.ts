/**
 * `npm run bench`: how long one page of the customers list takes on a table of 20,000 customers, for
 * the queries the Customers screen and the global search send.
 */
import { listCustomers } from "../../schema/customers/customers.service.ts";
import { encodeCursor } from "../../schema/pagination.ts";
import { serviceContext } from "../support/service-context.ts";
import { createUser } from "../support/users.ts";
import { createWorkspace } from "../support/workspaces.ts";
import { medianMs, ROUNDS, withBenchDatabase } from "./bench-support.ts";

const CUSTOMERS = 20_000;
const STATUSES = ["lead", "active", "inactive"] as const;

await withBenchDatabase(async (db) => {
  const viewer = await createUser(db, { username: "bench" });
  const workspace = await createWorkspace(db, viewer);
  for (let batch = 0; batch < CUSTOMERS / 5000; batch++) {
    await workspace.db.customer.createMany({
      data: Array.from({ length: 5000 }, (_, index) => {
        const n = batch * 5000 + index;
        return {
          name: `Customer ${n.toString(36)} Person${n % 997}`,
          email: `customer${n}@company${n % 311}.test`,
          company: `Company ${n % 311}`,
          status: STATUSES[n % 3],
          valueCents: (n * 7919) % 1_000_000,
        };
      }),
    });
  }
  await db.$executeRawUnsafe("ANALYZE customers");
  const ctx = serviceContext(db, viewer, workspace);
  const cases: [string, Parameters<typeof listCustomers>[1]][] = [
    ["first page, newest first", { first: 10 }],
    ["first page, by name", { first: 10, orderBy: { field: "name", direction: "asc" } }],
    [
      "status filter, by value",
      { first: 10, filter: { status: "active" }, orderBy: { field: "value", direction: "desc" } },
    ],
    ["search 'person42'", { first: 10, filter: { search: "person42" } }],
    ["global search 'company 7'", { first: 8, filter: { search: "company 7" } }],
    [
      "page 1000 (offset 9,990), by name",
      { first: 10, after: encodeCursor(9989), orderBy: { field: "name", direction: "asc" } },
    ],
  ];
  console.log(`customers list on ${CUSTOMERS.toLocaleString("en-US")} rows, median of ${ROUNDS} (ms):`);
  for (const [label, input] of cases) {
    console.log(`  ${label.padEnd(36)} ${(await medianMs(() => listCustomers(ctx, input))).toFixed(1)}`);
  }
});
process.exit(0);
