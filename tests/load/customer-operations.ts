import type { CustomerApiJson } from "../../schema/customers/customers.api.ts";
import {
  CreateCustomerDocument,
  CustomerDetailDocument,
  CustomersDocument,
  DeleteCustomerDocument,
  UpdateCustomerDocument,
} from "../../web/src/graphql/generated/graphql.ts";
import {
  checkLabels,
  checkOwnRow,
  checkOwnSet,
  checkUsernames,
  checkWorkspaceIds,
  sameFields,
} from "./answer-checks.ts";
import type { CustomerFields } from "./expected-rows.ts";
import type { LoadClient } from "./load-client.ts";
import { belowCap, hasOwn, ownId, type Operation, type RestList } from "./operation.ts";
import { editedCustomer, newCustomer } from "./row-values.ts";

/** The task fields the customer screen selects. */
const DETAIL_TASK_FIELDS = ["title", "dueAt", "priority", "completed", "customerId", "assigneeId"];

/** Half the lists are searched: for the whole workspace (its tag) or for one person's customers (their label). */
function searchTerm(client: LoadClient): string | undefined {
  return [undefined, client.workspace.tag, client.person.label][client.below(4)];
}

function checkSearch(client: LoadClient, operation: string, term: string | undefined, rows: CustomerFields[]) {
  if (!term) return;
  const lower = term.toLowerCase();
  for (const row of rows) {
    if (![row.name, row.company, row.email].some((text) => text.toLowerCase().includes(lower))) {
      client.fail("wrong answer", operation, `search "${term}" found "${row.name}"`);
    }
  }
}

/** A write's answer must echo what was written. */
function checkEcho(client: LoadClient, operation: string, sent: object, answer: Record<string, unknown>) {
  if (!sameFields(sent, answer)) {
    client.fail("wrong answer", operation, `answered ${JSON.stringify(answer)} to ${JSON.stringify(sent)}`);
  }
}

/** A create or update that got its 2xx: the model takes what was written. */
function acknowledged(client: LoadClient, operation: string, fields: CustomerFields, answer?: { id: string }) {
  if (!answer) return;
  checkEcho(client, operation, fields, answer);
  client.rows.set("customers", answer.id, fields);
}

export const customerOperations: Operation[] = [
  {
    name: "REST GET /api/customers",
    weight: 12,
    async run(client) {
      const search = searchTerm(client);
      const sort = client.pick(["", "&sort=name", "&sort=-value"]);
      const query = `limit=20${search ? `&search=${encodeURIComponent(search)}` : ""}${sort}`;
      const list = await client.rest<RestList<CustomerApiJson>>(this.name, "GET", `/api/customers?${query}`);
      if (!list) return;
      checkWorkspaceIds(client, this.name, list.data);
      checkLabels(
        client,
        this.name,
        list.data.map((row) => row.name),
      );
      checkSearch(client, this.name, search, list.data);
    },
  },
  {
    name: "GraphQL Customers",
    weight: 12,
    async run(client) {
      const search = searchTerm(client);
      const data = await client.graphql(CustomersDocument, { first: 20, filter: search ? { search } : null });
      if (!data) return;
      const rows = data.customers.edges.map((edge) => edge.node);
      checkLabels(
        client,
        this.name,
        rows.map((row) => row.name),
      );
      checkSearch(client, this.name, search, rows);
    },
  },
  {
    name: "REST GET /api/customers/:id",
    weight: 5,
    ready: hasOwn("customers"),
    async run(client) {
      const id = ownId(client, "customers");
      const customer = await client.rest<CustomerApiJson>(this.name, "GET", `/api/customers/${id}`);
      if (!customer) return;
      checkWorkspaceIds(client, this.name, [customer]);
      checkOwnRow(client, this.name, "customers", id, customer);
    },
  },
  {
    name: "GraphQL CustomerDetail",
    weight: 6,
    ready: hasOwn("customers"),
    async run(client) {
      const id = ownId(client, "customers");
      const data = await client.graphql(CustomerDetailDocument, { id });
      if (!data) return;
      const customer = data.customer;
      checkOwnRow(client, this.name, "customers", id, customer);
      if (!customer) return;
      checkLabels(client, this.name, [
        ...customer.deals.map((deal) => deal.title),
        ...customer.tasks.map((task) => task.title),
        ...customer.activities.map((activity) => activity.title),
      ]);
      checkUsernames(client, this.name, [
        ...customer.tasks.map((task) => task.assignee?.username),
        ...customer.activities.map((activity) => activity.author?.username),
      ]);
      // The customer's deals, tasks and activities are this client's own: exactly those it wrote.
      const own = (kind: "deals" | "tasks" | "activities") => client.rows.ofCustomer(kind, id).map(([rowId]) => rowId);
      checkOwnSet(
        client,
        this.name,
        "deals",
        own("deals"),
        customer.deals.map((deal) => deal.id),
      );
      checkOwnSet(
        client,
        this.name,
        "tasks",
        own("tasks"),
        customer.tasks.map((task) => task.id),
      );
      checkOwnSet(
        client,
        this.name,
        "activities",
        own("activities"),
        customer.activities.map((row) => row.id),
      );
      for (const deal of customer.deals) checkOwnRow(client, this.name, "deals", deal.id, { ...deal, customerId: id });
      for (const task of customer.tasks) {
        const actual = { ...task, customerId: id, assigneeId: task.assignee?.id ?? null };
        checkOwnRow(client, this.name, "tasks", task.id, actual, DETAIL_TASK_FIELDS);
      }
      for (const activity of customer.activities) {
        checkOwnRow(client, this.name, "activities", activity.id, {
          ...activity,
          customerId: activity.customer?.id ?? null,
        });
      }
    },
  },
  {
    name: "REST POST /api/customers",
    weight: 4,
    ready: belowCap("customers"),
    async run(client) {
      const fields = newCustomer(client);
      acknowledged(
        client,
        this.name,
        fields,
        await client.rest<CustomerApiJson>(this.name, "POST", "/api/customers", fields),
      );
    },
  },
  {
    name: "GraphQL CreateCustomer",
    weight: 4,
    ready: belowCap("customers"),
    async run(client) {
      const fields = newCustomer(client);
      const data = await client.graphql(CreateCustomerDocument, { input: fields });
      acknowledged(client, this.name, fields, data?.createCustomer);
    },
  },
  {
    name: "REST PATCH /api/customers/:id",
    weight: 3,
    ready: hasOwn("customers"),
    async run(client) {
      const id = ownId(client, "customers");
      const fields = editedCustomer(client, client.rows.customers.get(id) as CustomerFields);
      const { name, status, notes, valueCents } = fields;
      const answer = await client.rest<CustomerApiJson>(this.name, "PATCH", `/api/customers/${id}`, {
        name,
        status,
        notes,
        valueCents,
      });
      acknowledged(client, this.name, fields, answer);
    },
  },
  {
    name: "GraphQL UpdateCustomer",
    weight: 3,
    ready: hasOwn("customers"),
    async run(client) {
      const id = ownId(client, "customers");
      const fields = editedCustomer(client, client.rows.customers.get(id) as CustomerFields);
      const data = await client.graphql(UpdateCustomerDocument, { id, input: fields });
      acknowledged(client, this.name, fields, data?.updateCustomer);
    },
  },
  {
    name: "REST DELETE /api/customers/:id",
    weight: 1,
    ready: hasOwn("customers"),
    async run(client) {
      const id = ownId(client, "customers");
      if (await client.rest<{ id: string }>(this.name, "DELETE", `/api/customers/${id}`))
        client.rows.deleteCustomer(id);
    },
  },
  {
    name: "GraphQL DeleteCustomer",
    weight: 1,
    ready: hasOwn("customers"),
    async run(client) {
      const id = ownId(client, "customers");
      if (await client.graphql(DeleteCustomerDocument, { id })) client.rows.deleteCustomer(id);
    },
  },
];
