import { Faker, en } from "@faker-js/faker";
import { COMMON_TERM_EVERY, RARE_TERM_EVERY } from "../bench-data.ts";
import type { Row } from "./table-writer.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const CUSTOMER_HISTORY_DAYS = 3 * 365;
const ACME_COMPANIES = ["Acme Corp", "Acme Logistics", "Acme Health", "Acme Robotics", "Acme Foods", "Acme Energy"];
const RARE_COMPANY = "Quetzal Analytics";

/** A customer as the rows that point at it need it. */
export type CustomerRef = { id: string; name: string; company: string; createdMs: number };
/** Who works in a workspace: its id and its members' ids (the first is the owner). */
export type WorkspaceRef = { id: string; team: string[]; customers: CustomerRef[] };

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Rows of a believable CRM from a seeded faker, so every seed writes the same rows. Times are taken
 * back from `anchorMs` (the start of the seeding day, UTC), so the dashboard's months have data.
 */
export function fakeRows(seed: number, anchorMs: number) {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);

  /** A UUIDv7 (time-ordered, as the app's ids) for a moment, with seeded random bits. */
  function uuidV7(ms: number): string {
    const time = Math.floor(ms).toString(16).padStart(12, "0");
    const random = faker.string.hexadecimal({ length: 18, casing: "lower", prefix: "" });
    const variant = (8 + faker.number.int(3)).toString(16);
    return `${time.slice(0, 8)}-${time.slice(8)}-7${random.slice(0, 3)}-${variant}${random.slice(3, 6)}-${random.slice(6)}`;
  }

  /** A moment between `fromMs` and the anchor, leaning towards recent ones when `recentBias` > 1. */
  function momentSince(fromMs: number, recentBias = 1): number {
    const span = Math.max(anchorMs - fromMs, 60_000);
    return anchorMs - span * faker.number.float() ** recentBias;
  }

  /** The search terms' shares are exact: they depend on the position only; one in ten others works alone. */
  function company(index: number): string {
    if (index % RARE_TERM_EVERY === 7) return RARE_COMPANY;
    if (index % COMMON_TERM_EVERY === 0) return faker.helpers.arrayElement(ACME_COMPANIES);
    return faker.number.int(9) === 0 ? "" : faker.company.name();
  }

  return {
    uuidV7,

    customer(workspace: WorkspaceRef, index: number): { row: Row; ref: CustomerRef } {
      const createdMs = momentSince(anchorMs - CUSTOMER_HISTORY_DAYS * DAY_MS, 1.5);
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      const employer = company(index);
      const domain = employer ? `${employer.toLowerCase().replace(/[^a-z0-9]+/g, "")}.example` : "mail.example";
      const ref = { id: uuidV7(createdMs), name: `${firstName} ${lastName}`, company: employer, createdMs };
      const row = {
        id: ref.id,
        workspace_id: workspace.id,
        name: ref.name,
        // The index keeps e-mails unique within the workspace, as the app requires (namesakes are common).
        email: `${firstName}.${lastName}.${index}@${domain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, ""),
        phone: faker.number.int(3) === 0 ? "" : faker.phone.number({ style: "national" }),
        company: employer,
        status: faker.helpers.weightedArrayElement([
          { weight: 45, value: "active" },
          { weight: 35, value: "lead" },
          { weight: 20, value: "inactive" },
        ]),
        notes: faker.number.int(9) < 3 ? faker.lorem.sentence() : "",
        value_cents: faker.number.int({ min: 0, max: 500_000 }) * 10,
        owner_id: faker.helpers.arrayElement(workspace.team),
        created_at: iso(createdMs),
        updated_at: iso(momentSince(createdMs, 3)),
      };
      return { row, ref };
    },

    activity(workspace: WorkspaceRef): Row {
      const customer = faker.number.int(19) === 0 ? null : faker.helpers.arrayElement(workspace.customers);
      const occurredMs = momentSince(customer?.createdMs ?? anchorMs - 365 * DAY_MS);
      const type = faker.helpers.weightedArrayElement([
        { weight: 30, value: "call" },
        { weight: 35, value: "email" },
        { weight: 15, value: "meeting" },
        { weight: 20, value: "note" },
      ]);
      const about = customer?.name ?? "the team";
      const titles = {
        call: `Call with ${about}`,
        email: `Email to ${about}`,
        meeting: `Meeting with ${about}`,
        note: `Note about ${about}`,
      };
      return {
        id: uuidV7(occurredMs),
        workspace_id: workspace.id,
        type,
        title: titles[type],
        description: faker.datatype.boolean() ? faker.lorem.sentence() : "",
        occurred_at: iso(occurredMs),
        customer_id: customer?.id ?? null,
        author_id: faker.helpers.arrayElement(workspace.team),
        created_at: iso(occurredMs),
      };
    },

    task(workspace: WorkspaceRef): Row {
      const customer = faker.number.int(4) === 0 ? null : faker.helpers.arrayElement(workspace.customers);
      const createdMs = momentSince(Math.max(customer?.createdMs ?? 0, anchorMs - 120 * DAY_MS));
      const dueMs = faker.number.int(9) === 0 ? null : createdMs + faker.number.int({ min: 1, max: 45 }) * DAY_MS;
      const overdue = dueMs !== null && dueMs < anchorMs;
      const completed = faker.number.float() < (overdue ? 0.7 : 0.1);
      const completedMs = completed ? momentSince(createdMs) : null;
      const action = faker.helpers.arrayElement(["Follow up with", "Send proposal to", "Call", "Schedule demo with"]);
      return {
        id: uuidV7(createdMs),
        workspace_id: workspace.id,
        title: `${action} ${customer?.name ?? faker.person.fullName()}`,
        description: faker.number.int(2) === 0 ? faker.lorem.sentence() : "",
        due_at: dueMs === null ? null : iso(dueMs),
        priority: faker.helpers.weightedArrayElement([
          { weight: 20, value: "high" },
          { weight: 50, value: "medium" },
          { weight: 30, value: "low" },
        ]),
        completed_at: completedMs === null ? null : iso(completedMs),
        assignee_id: faker.helpers.arrayElement(workspace.team),
        customer_id: customer?.id ?? null,
        created_at: iso(createdMs),
        updated_at: iso(completedMs ?? createdMs),
      };
    },

    deal(workspace: WorkspaceRef): Row {
      const customer = faker.helpers.arrayElement(workspace.customers);
      const createdMs = momentSince(customer.createdMs);
      const stage = faker.helpers.weightedArrayElement([
        { weight: 25, value: "qualified" },
        { weight: 20, value: "proposal" },
        { weight: 15, value: "negotiation" },
        { weight: 25, value: "closed_won" },
        { weight: 15, value: "closed_lost" },
      ]);
      const closedMs = stage.startsWith("closed_") ? momentSince(createdMs) : null;
      return {
        id: uuidV7(createdMs),
        workspace_id: workspace.id,
        title: `${faker.commerce.productName()} for ${customer.company || customer.name}`,
        customer_id: customer.id,
        stage,
        value_cents: faker.number.int({ min: 100, max: 100_000 }) * 100,
        closed_at: closedMs === null ? null : iso(closedMs),
        created_at: iso(createdMs),
        updated_at: iso(closedMs ?? createdMs),
      };
    },

    workspaceName: () => faker.company.name(),
    createdInThePast: () => momentSince(anchorMs - CUSTOMER_HISTORY_DAYS * DAY_MS),
  };
}

export type FakeRows = ReturnType<typeof fakeRows>;
