import type { CustomerApiJson } from "#schema/customers/customers.api.ts";
import {
  CreateCustomerDocument,
  CustomersDocument,
  DeleteCustomerDocument,
  UpdateCustomerDocument,
} from "#web/graphql/generated/graphql.ts";
import { acknowledge, checkLabels, checkOwnRow, checkWorkspaceIds } from "./answer-checks.ts";
import type { CustomerFields } from "./expected-rows.ts";
import type { LoadClient } from "./load-client.ts";
import { belowCap, hasOwn, ownId, type Operation, type RestList } from "./operation.ts";
import { customerDetail } from "./customer-detail.ts";
import { editedCustomer, newCustomer } from "./row-values.ts";

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
  customerDetail,
  {
    name: "REST POST /api/customers",
    weight: 4,
    ready: belowCap("customers"),
    async run(client) {
      const fields = newCustomer(client);
      acknowledge(
        client,
        this.name,
        "customers",
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
      acknowledge(client, this.name, "customers", fields, data?.createCustomer);
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
      acknowledge(client, this.name, "customers", fields, answer);
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
      acknowledge(client, this.name, "customers", fields, data?.updateCustomer);
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
