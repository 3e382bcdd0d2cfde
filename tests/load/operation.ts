import type { LoadClient } from "./load-client.ts";

/**
 * One thing a person does, as one request. `weight` is how often it is chosen among those `ready` for
 * the client (a read of one's own customer needs a customer; a create stops at a cap so the rows a
 * client holds stay few, as a person's working set does).
 */
export type Operation = {
  name: string;
  weight: number;
  ready?: (client: LoadClient) => boolean;
  run: (client: LoadClient) => Promise<void>;
};

/** A REST list answer. */
export type RestList<Item> = { data: Item[]; totalCount: number };

/** Rows of a kind a client keeps at most; past it, its creates give way to deletes. */
export const MAX_OWN_ROWS = { customers: 12, deals: 16, tasks: 16, activities: 16 } as const;

export const hasOwn = (kind: keyof typeof MAX_OWN_ROWS) => (client: LoadClient) => client.rows.of(kind).size > 0;
export const belowCap = (kind: keyof typeof MAX_OWN_ROWS) => (client: LoadClient) =>
  client.rows.of(kind).size < MAX_OWN_ROWS[kind];

/** The id of one of the client's own rows of a kind (the operation is only run when it has one). */
export function ownId(client: LoadClient, kind: keyof typeof MAX_OWN_ROWS): string {
  const id = client.pick([...client.rows.of(kind).keys()]);
  if (!id) throw new Error(`${client.person.label} has no ${kind}`);
  return id;
}

/** One of the client's customers, or none, for a task or an activity to be about. */
export const ownCustomerOrNone = (client: LoadClient) => client.pick([...client.rows.customers.keys(), null]) ?? null;
