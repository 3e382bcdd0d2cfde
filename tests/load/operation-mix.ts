import { DashboardDocument } from "#web/graphql/generated/graphql.ts";
import { checkActivities, activityOperations } from "./activity-operations.ts";
import { customerOperations } from "./customer-operations.ts";
import { dealOperations } from "./deal-operations.ts";
import type { LoadClient } from "./load-client.ts";
import type { Operation } from "./operation.ts";
import { taskOperations } from "./task-operations.ts";

const dashboard: Operation = {
  name: "GraphQL Dashboard",
  weight: 8,
  async run(client) {
    const data = await client.graphql(DashboardDocument, {});
    if (data) checkActivities(client, this.name, data.dashboard.recentActivities);
  },
};

/** Everything a client may do; about three requests in five read, two in five write. */
export const OPERATIONS: Operation[] = [
  ...customerOperations,
  ...dealOperations,
  ...taskOperations,
  ...activityOperations,
  dashboard,
];

/** One operation the client can do now, drawn by weight from its own seeded generator. */
export function chooseOperation(client: LoadClient): Operation {
  const ready = OPERATIONS.filter((operation) => operation.ready?.(client) ?? true);
  let draw = client.random() * ready.reduce((sum, operation) => sum + operation.weight, 0);
  for (const operation of ready) {
    draw -= operation.weight;
    if (draw < 0) return operation;
  }
  return dashboard;
}
