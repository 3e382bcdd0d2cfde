import { stageChangeTitle } from "#schema/deals/stage-change.ts";
import type { DealApiJson } from "#schema/deals/deals.api.ts";
import { acknowledge, checkLabels, checkOwnRow, checkOwnSet, checkWorkspaceIds } from "./answer-checks.ts";
import { CLOSED_STAGES, type DealFields } from "./expected-rows.ts";
import type { LoadClient } from "./load-client.ts";
import { belowCap, hasOwn, ownId, type Operation, type RestList } from "./operation.ts";
import { movedDeal, newDeal } from "./row-values.ts";

// Deals through REST: the web app reaches them only inside a customer (CustomerDetail).

/** A deal's answer: what was written, closed exactly when its stage is a closed one. */
function acknowledged(client: LoadClient, operation: string, fields: DealFields, answer?: DealApiJson) {
  if (answer && (answer.closedAt !== null) !== CLOSED_STAGES.includes(answer.stage)) {
    client.fail(
      "wrong answer",
      operation,
      `deal ${answer.id} in stage ${answer.stage} has closedAt ${answer.closedAt}`,
    );
  }
  acknowledge(client, operation, "deals", fields, answer);
}

export const dealOperations: Operation[] = [
  {
    name: "REST GET /api/deals",
    weight: 5,
    async run(client) {
      const stage = client.pick(["", "&stage=proposal", "&stage=closed_won", "&sort=-closedAt"]);
      const list = await client.rest<RestList<DealApiJson>>(this.name, "GET", `/api/deals?limit=20${stage}`);
      if (!list) return;
      checkWorkspaceIds(client, this.name, list.data);
      checkLabels(
        client,
        this.name,
        list.data.map((deal) => deal.title),
      );
    },
  },
  {
    name: "REST GET /api/customers/:id/deals",
    weight: 3,
    ready: hasOwn("customers"),
    async run(client) {
      const customerId = ownId(client, "customers");
      const path = `/api/customers/${customerId}/deals?limit=200`;
      const list = await client.rest<RestList<DealApiJson>>(this.name, "GET", path);
      if (!list) return;
      checkWorkspaceIds(client, this.name, list.data);
      checkOwnSet(
        client,
        this.name,
        "deals",
        customerId,
        list.data.map((deal) => deal.id),
      );
      for (const deal of list.data) checkOwnRow(client, this.name, "deals", deal.id, deal);
    },
  },
  {
    name: "REST POST /api/deals",
    weight: 4,
    ready: (client) => hasOwn("customers")(client) && belowCap("deals")(client),
    async run(client) {
      const fields = newDeal(client, ownId(client, "customers"));
      acknowledged(client, this.name, fields, await client.rest<DealApiJson>(this.name, "POST", "/api/deals", fields));
    },
  },
  {
    name: "REST PATCH /api/deals/:id",
    weight: 3,
    ready: hasOwn("deals"),
    async run(client) {
      const id = ownId(client, "deals");
      const before = client.rows.deals.get(id) as DealFields;
      const fields = movedDeal(client, before);
      const { stage, valueCents } = fields;
      const answer = await client.rest<DealApiJson>(this.name, "PATCH", `/api/deals/${id}`, { stage, valueCents });
      acknowledged(client, this.name, fields, answer);
      if (answer && stage !== before.stage)
        client.rows.addStageChange(before.customerId, stageChangeTitle(before.stage, stage));
    },
  },
  {
    name: "REST DELETE /api/deals/:id",
    weight: 1,
    ready: hasOwn("deals"),
    async run(client) {
      const id = ownId(client, "deals");
      if (await client.rest<{ id: string }>(this.name, "DELETE", `/api/deals/${id}`)) client.rows.delete("deals", id);
    },
  },
];
