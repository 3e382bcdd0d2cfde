import { CustomerDetailDocument } from "#web/graphql/generated/graphql.ts";
import { checkLabels, checkOwnRow, checkOwnSet, checkUsernames } from "./answer-checks.ts";
import { STAGE_CHANGE_TITLE } from "./expected-rows.ts";
import { hasOwn, ownId, type Operation } from "./operation.ts";

/** The task fields the customer screen selects. */
const DETAIL_TASK_FIELDS = ["title", "dueAt", "priority", "completed", "customerId", "assigneeId"];

/**
 * Rows asked for per list: the load clients' customers hold fewer than this (it was the relation
 * fields' own limit before the screen paged), and the four lists at 200 would pass the query cost limit.
 */
const WHOLE_LIST = 50;

/**
 * The customer screen on one of the client's own customers: the customer, and its deals, tasks and
 * activities, must be exactly what the client last wrote (only it writes them).
 */
export const customerDetail: Operation = {
  name: "GraphQL CustomerDetail",
  weight: 6,
  ready: hasOwn("customers"),
  async run(client) {
    const id = ownId(client, "customers");
    const data = await client.graphql(CustomerDetailDocument, { id, first: WHOLE_LIST });
    if (!data) return;
    const { customer } = data;
    checkOwnRow(client, this.name, "customers", id, customer);
    if (!customer) return;
    const deals = data.deals.edges.map((edge) => edge.node);
    const tasks = [...data.openTasks.edges, ...data.doneTasks.edges].map((edge) => edge.node);
    const allActivities = data.activities.edges.map((edge) => edge.node);
    const activities = allActivities.filter((activity) => !STAGE_CHANGE_TITLE.test(activity.title));
    const stageChanges = allActivities.flatMap((activity) =>
      STAGE_CHANGE_TITLE.test(activity.title) ? [activity.title] : [],
    );
    const expectedStageChanges = client.rows.stageChanges.get(id) ?? [];
    if (stageChanges.toSorted().join("\n") !== expectedStageChanges.toSorted().join("\n")) {
      client.fail(
        "wrong answer",
        this.name,
        `stage-change notes of customer ${id}: ${JSON.stringify(stageChanges)}, expected ${JSON.stringify(expectedStageChanges)}`,
      );
    }
    checkLabels(
      client,
      this.name,
      [...deals, ...tasks, ...allActivities].map((row) => row.title),
    );
    checkUsernames(client, this.name, [
      ...tasks.map((task) => task.assignee?.username),
      ...allActivities.map((activity) => activity.author?.username),
    ]);
    checkOwnSet(
      client,
      this.name,
      "deals",
      id,
      deals.map((deal) => deal.id),
    );
    checkOwnSet(
      client,
      this.name,
      "tasks",
      id,
      tasks.map((task) => task.id),
    );
    checkOwnSet(
      client,
      this.name,
      "activities",
      id,
      activities.map((activity) => activity.id),
    );
    for (const deal of deals) checkOwnRow(client, this.name, "deals", deal.id, { ...deal, customerId: id });
    for (const task of tasks) {
      const actual = { ...task, customerId: id, assigneeId: task.assignee?.id ?? null };
      checkOwnRow(client, this.name, "tasks", task.id, actual, DETAIL_TASK_FIELDS);
    }
    for (const activity of activities) {
      const actual = { ...activity, customerId: activity.customer?.id ?? null };
      checkOwnRow(client, this.name, "activities", activity.id, actual);
    }
  },
};
