import type { ActivityApiJson } from "#schema/activities/activities.api.ts";
import {
  ActivitiesDocument,
  CreateActivityDocument,
  DeleteActivityDocument,
  UpdateActivityDocument,
  type ActivityFieldsFragment,
} from "#web/graphql/generated/graphql.ts";
import { acknowledge, checkLabels, checkUsernames, checkWorkspaceIds } from "./answer-checks.ts";
import type { ActivityFields } from "./expected-rows.ts";
import type { LoadClient } from "./load-client.ts";
import { belowCap, hasOwn, ownCustomerOrNone, ownId, type Operation, type RestList } from "./operation.ts";
import { editedActivity, newActivity } from "./row-values.ts";

/** An activity as GraphQL shows one, in the model's terms. */
const activityFields = (activity: ActivityFieldsFragment) => ({
  ...activity,
  customerId: activity.customer?.id ?? null,
});

/** What GraphQL shows of activities that every check applies to: titles, customers' names, authors. */
export function checkActivities(client: LoadClient, operation: string, activities: ActivityFieldsFragment[]) {
  checkLabels(client, operation, [
    ...activities.map((activity) => activity.title),
    ...activities.map((activity) => activity.customer?.name),
  ]);
  checkUsernames(
    client,
    operation,
    activities.map((activity) => activity.author?.username),
  );
}

export const activityOperations: Operation[] = [
  {
    name: "GraphQL Activities",
    weight: 5,
    async run(client) {
      const type = client.pick(["call", "meeting", null] as const);
      const data = await client.graphql(ActivitiesDocument, { first: 20, filter: type ? { type } : null });
      if (data)
        checkActivities(
          client,
          this.name,
          data.activities.edges.map((edge) => edge.node),
        );
    },
  },
  {
    name: "REST GET /api/activities",
    weight: 3,
    async run(client) {
      const list = await client.rest<RestList<ActivityApiJson>>(this.name, "GET", "/api/activities?limit=20");
      if (!list) return;
      checkWorkspaceIds(client, this.name, list.data);
      checkLabels(
        client,
        this.name,
        list.data.map((activity) => activity.title),
      );
    },
  },
  {
    name: "GraphQL CreateActivity",
    weight: 3,
    ready: belowCap("activities"),
    async run(client) {
      const fields = newActivity(client, ownCustomerOrNone(client));
      const data = await client.graphql(CreateActivityDocument, { input: fields });
      acknowledge(client, this.name, "activities", fields, data && activityFields(data.createActivity));
    },
  },
  {
    name: "REST POST /api/activities",
    weight: 3,
    ready: belowCap("activities"),
    async run(client) {
      const fields = newActivity(client, ownCustomerOrNone(client));
      acknowledge(
        client,
        this.name,
        "activities",
        fields,
        await client.rest<ActivityApiJson>(this.name, "POST", "/api/activities", fields),
      );
    },
  },
  {
    name: "GraphQL UpdateActivity",
    weight: 2,
    ready: hasOwn("activities"),
    async run(client) {
      const id = ownId(client, "activities");
      const fields = editedActivity(client, client.rows.activities.get(id) as ActivityFields);
      const data = await client.graphql(UpdateActivityDocument, { id, input: fields });
      acknowledge(client, this.name, "activities", fields, data && activityFields(data.updateActivity));
    },
  },
  {
    name: "REST PATCH /api/activities/:id",
    weight: 2,
    ready: hasOwn("activities"),
    async run(client) {
      const id = ownId(client, "activities");
      const fields = editedActivity(client, client.rows.activities.get(id) as ActivityFields);
      const { type, title, description } = fields;
      const path = `/api/activities/${id}`;
      acknowledge(
        client,
        this.name,
        "activities",
        fields,
        await client.rest<ActivityApiJson>(this.name, "PATCH", path, { type, title, description }),
      );
    },
  },
  {
    name: "GraphQL DeleteActivity",
    weight: 1,
    ready: hasOwn("activities"),
    async run(client) {
      const id = ownId(client, "activities");
      if (await client.graphql(DeleteActivityDocument, { id })) client.rows.delete("activities", id);
    },
  },
  {
    name: "REST DELETE /api/activities/:id",
    weight: 1,
    ready: hasOwn("activities"),
    async run(client) {
      const id = ownId(client, "activities");
      const deleted = await client.rest<{ id: string }>(this.name, "DELETE", `/api/activities/${id}`);
      if (deleted) client.rows.delete("activities", id);
    },
  },
];
