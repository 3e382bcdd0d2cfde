import type { ActivityType, CustomerStatus, DealStage, TaskPriority } from "#prisma/generated/prisma/client.ts";

/** The title of a note the server wrote on a deal's change of stage (schema/deals/stage-change.ts). */
export const STAGE_CHANGE_TITLE = /^Stage changed from [A-Za-z ]+ to [A-Za-z ]+$/;

// What a client's acknowledged writes say the database holds. A client changes only rows it created
// itself, one request at a time, so the state each 2xx answer acknowledged is exact, whatever the
// other clients do at the same moment.

export type CustomerFields = {
  name: string;
  email: string;
  phone: string;
  company: string;
  status: CustomerStatus;
  notes: string;
  valueCents: number;
};

export type DealFields = { title: string; customerId: string; stage: DealStage; valueCents: number };

export type TaskFields = {
  title: string;
  description: string;
  /** ISO time, whole seconds. */
  dueAt: string | null;
  priority: TaskPriority;
  completed: boolean;
  customerId: string | null;
  assigneeId: string | null;
};

export type ActivityFields = {
  type: ActivityType;
  title: string;
  description: string;
  /** ISO time, whole seconds. */
  occurredAt: string;
  customerId: string | null;
};

export type RowKinds = {
  customers: CustomerFields;
  deals: DealFields;
  tasks: TaskFields;
  activities: ActivityFields;
};
export type RowKind = keyof RowKinds;
export const ROW_KINDS: RowKind[] = ["customers", "deals", "tasks", "activities"];

export const CLOSED_STAGES: readonly DealStage[] = ["closed_won", "closed_lost"];

export class ExpectedRows {
  readonly customers = new Map<string, CustomerFields>();
  readonly deals = new Map<string, DealFields>();
  readonly tasks = new Map<string, TaskFields>();
  readonly activities = new Map<string, ActivityFields>();
  /** Rows whose deletion was acknowledged, directly or with their customer. */
  readonly deleted: { kind: RowKind; id: string }[] = [];
  /**
   * The notes the server adds to a customer's timeline when one of its deals changes stage ("Stage
   * changed from Proposal to Negotiation"), by customer: their ids are never answered, so they are
   * known by their titles. They stay when the deal is deleted and go with the customer.
   */
  readonly stageChanges = new Map<string, string[]>();

  of<Kind extends RowKind>(kind: Kind): Map<string, RowKinds[Kind]> {
    return this[kind] as unknown as Map<string, RowKinds[Kind]>;
  }

  set<Kind extends RowKind>(kind: Kind, id: string, fields: RowKinds[Kind]) {
    this.of(kind).set(id, fields);
  }

  delete(kind: RowKind, id: string) {
    this.of(kind).delete(id);
    this.deleted.push({ kind, id });
  }

  addStageChange(customerId: string, title: string) {
    this.stageChanges.set(customerId, [...(this.stageChanges.get(customerId) ?? []), title]);
  }

  /** A customer goes with its deals, tasks and activities (the database cascades). */
  deleteCustomer(id: string) {
    this.delete("customers", id);
    this.stageChanges.delete(id);
    for (const kind of ["deals", "tasks", "activities"] as const) {
      for (const [rowId, row] of this.of(kind)) if (row.customerId === id) this.delete(kind, rowId);
    }
  }

  /** The client's rows of a kind that belong to a customer. */
  ofCustomer<Kind extends "deals" | "tasks" | "activities">(kind: Kind, customerId: string) {
    return [...this.of(kind)].filter(([, row]) => row.customerId === customerId);
  }
}
