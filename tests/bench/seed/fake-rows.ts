import { Faker, en } from "@faker-js/faker";
import { BENCH_COMPANY, COMMON_TERM_EVERY, RARE_TERM_EVERY } from "../bench-data.ts";
import type { Row } from "./table-writer.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const CUSTOMER_HISTORY_DAYS = 3 * 365;
const ACME_COMPANIES = ["Acme Corp", "Acme Logistics", "Acme Health", "Acme Robotics", "Acme Foods", "Acme Energy"];
const RARE_COMPANY = "Quetzal Analytics";
/** The first companies of the big workspace: the Acme ones, then the Quetzal one. */
const NAMED_COMPANIES = [...ACME_COMPANIES, RARE_COMPANY];
const INDUSTRIES = ["Software", "Healthcare", "Logistics", "Manufacturing", "Retail", "Finance", "Education", "Media"];

/** A company as its people need it. */
export type CompanyRef = { id: string; name: string; domain: string };
/** A customer as the rows that point at it need it. */
export type CustomerRef = { id: string; name: string; company: string; companyId: string | null; createdMs: number };
/** Who works in a workspace: its id, its members' ids (the first is the owner), its companies and customers. */
export type WorkspaceRef = { id: string; team: string[]; companies: CompanyRef[]; customers: CustomerRef[] };

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

  /**
   * A customer's employer in the big workspace (whose first companies are NAMED_COMPANIES): the search
   * terms' shares are exact, as they depend on the position only; one in ten others works alone. In a
   * small workspace, any of its companies or none.
   */
  function company(workspace: WorkspaceRef, index: number): CompanyRef | null {
    const { companies } = workspace;
    if (companies.length <= NAMED_COMPANIES.length) {
      return faker.number.int(9) === 0 ? null : faker.helpers.arrayElement(companies);
    }
    if (index % RARE_TERM_EVERY === 7) return companies[ACME_COMPANIES.length]!;
    if (index % COMMON_TERM_EVERY === 0) return companies[faker.number.int(ACME_COMPANIES.length - 1)]!;
    if (faker.number.int(9) === 0) return null;
    return companies[faker.number.int({ min: NAMED_COMPANIES.length, max: companies.length - 1 })]!;
  }

  return {
    uuidV7,

    /**
     * The `index`-th company of a workspace; in the big one (`named`), the first are NAMED_COMPANIES and
     * the very first is BENCH_COMPANY. Each owns one domain, unique in the workspace by its index.
     */
    company(workspace: WorkspaceRef, index: number, named: boolean): { row: Row; ref: CompanyRef } {
      const createdMs = momentSince(anchorMs - CUSTOMER_HISTORY_DAYS * DAY_MS);
      const name = (named ? NAMED_COMPANIES[index] : undefined) ?? faker.company.name();
      const id = named && index === 0 ? BENCH_COMPANY.id : uuidV7(createdMs);
      const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "")}-${index}.example`;
      const row = {
        id,
        workspace_id: workspace.id,
        name,
        domains: `{${domain}}`,
        industry: faker.number.int(4) === 0 ? "" : faker.helpers.arrayElement(INDUSTRIES),
        size: faker.number.int(5) === 0 ? null : Math.round(10 ** faker.number.float({ min: 0, max: 4.5 })),
        phone: faker.number.int(2) === 0 ? "" : faker.phone.number({ style: "national" }),
        website: `https://${domain}`,
        owner_id: faker.helpers.arrayElement(workspace.team),
        created_at: iso(createdMs),
        updated_at: iso(momentSince(createdMs, 3)),
      };
      return { row, ref: { id, name, domain } };
    },

    /** A customer's link to their company, as its primary one (half of them with a role). */
    link(workspace: WorkspaceRef, customer: CustomerRef): Row | null {
      if (!customer.companyId) return null;
      return {
        id: uuidV7(customer.createdMs),
        workspace_id: workspace.id,
        customer_id: customer.id,
        company_id: customer.companyId,
        role: faker.datatype.boolean() ? faker.person.jobTitle() : "",
        is_primary: true,
        created_at: iso(customer.createdMs),
      };
    },

    customer(workspace: WorkspaceRef, index: number): { row: Row; ref: CustomerRef } {
      const createdMs = momentSince(anchorMs - CUSTOMER_HISTORY_DAYS * DAY_MS, 1.5);
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      const employer = company(workspace, index);
      const domain = employer?.domain ?? "mail.example";
      const ref = {
        id: uuidV7(createdMs),
        name: `${firstName} ${lastName}`,
        company: employer?.name ?? "",
        companyId: employer?.id ?? null,
        createdMs,
      };
      const row = {
        id: ref.id,
        workspace_id: workspace.id,
        name: ref.name,
        // The index keeps e-mails unique within the workspace, as the app requires (namesakes are common).
        email: `${firstName}.${lastName}.${index}@${domain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, ""),
        phone: faker.number.int(3) === 0 ? "" : faker.phone.number({ style: "national" }),
        company: ref.company,
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
        company_id: customer.companyId,
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
