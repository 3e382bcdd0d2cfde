import type pg from "pg";
import { hashPassword } from "#schema/auth/passwords.ts";
import { hashTokenSecret } from "#core/access/tokens.ts";
import {
  ACTIVITIES_PER_CUSTOMER,
  COMPANIES_PER_CUSTOMER,
  BENCH_API_KEY,
  BENCH_USER,
  BENCH_WORKSPACE,
  DEALS_PER_CUSTOMER,
  SMALL_WORKSPACE_ROWS,
  SMALL_WORKSPACES,
  TASKS_PER_CUSTOMER,
} from "../bench-data.ts";
import type { ProgressBar } from "#scripts/progress-bar.ts";
import { fakeRows, type FakeRows, type WorkspaceRef } from "./fake-rows.ts";
import { TABLES, type TableName } from "./tables.ts";
import { TableWriter } from "./table-writer.ts";
import { CopyWriter } from "./copy-writer.ts";

const SEED = 20_261_123;
const TEAMMATES = 4;

export type CrmSize = { companies: number; customers: number; activities: number; tasks: number; deals: number };

/**
 * How many rows of each kind the big workspace gets for a number of customers (at least one more company
 * than the named ones, so that most customers work somewhere else).
 */
export function bigWorkspaceSize(customers: number): CrmSize {
  return {
    companies: Math.max(Math.round(customers * COMPANIES_PER_CUSTOMER), 8),
    customers,
    activities: Math.round(customers * ACTIVITIES_PER_CUSTOMER),
    tasks: Math.round(customers * TASKS_PER_CUSTOMER),
    deals: Math.round(customers * DEALS_PER_CUSTOMER),
  };
}

/** Every row the seed writes, for the progress bar. */
export function totalRows(big: CrmSize): number {
  const small = SMALL_WORKSPACES;
  const people = 1 + TEAMMATES + small + (1 + small) + (1 + TEAMMATES + small) + 1;
  const rows = SMALL_WORKSPACE_ROWS;
  return (
    people +
    big.companies +
    big.customers +
    big.activities +
    big.tasks +
    big.deals +
    small * (rows.companies + rows.customers + rows.activities + rows.tasks + rows.deals)
  );
}

type Person = { id: string; username: string; createdMs: number };

/** The tables that grow with `--customers`: written with COPY, their indexes built after the load. */
export const BIG_TABLES = ["companies", "customers", "activities", "tasks", "deals"] as const;

/**
 * The big workspace (the bench user, four teammates, and `big` rows) and SMALL_WORKSPACES small ones
 * of one owner each, table by table so that every row's references already exist. The people tables
 * are written with INSERTs, the companies, the BIG_TABLES and the people's company links each with one
 * COPY. The links' triggers are off while they load: the seed writes what they keep (each customer's
 * company text is their company's name; nothing is a sample; no webhook listens).
 */
export async function writeCrm(client: pg.ClientBase, big: CrmSize, anchorMs: number, progress: ProgressBar) {
  const fake = fakeRows(SEED, anchorMs);
  const writer = (table: TableName) =>
    new TableWriter(client, table, TABLES[table], (rows) => progress.advance(rows, table));
  const { bench, smallWorkspaces } = await writePeople(client, fake, writer, anchorMs);
  const all = [bench, ...smallWorkspaces];
  const count = (workspace: WorkspaceRef, kind: keyof CrmSize) =>
    workspace === bench ? big[kind] : SMALL_WORKSPACE_ROWS[kind];

  const copier = (table: (typeof BIG_TABLES)[number]) =>
    new CopyWriter(client, table, TABLES[table], (rows) => progress.advance(rows, table));

  const companies = copier("companies");
  for (const workspace of all) {
    for (let index = 0; index < count(workspace, "companies"); index++) {
      const { row, ref } = fake.company(workspace, index, workspace === bench);
      workspace.companies.push(ref);
      await companies.add(row);
    }
  }
  await companies.finish();

  const customers = copier("customers");
  for (const workspace of all) {
    for (let index = 0; index < count(workspace, "customers"); index++) {
      const { row, ref } = fake.customer(workspace, index);
      workspace.customers.push(ref);
      await customers.add(row);
    }
  }
  await customers.finish();
  await client.query("ALTER TABLE customer_companies DISABLE TRIGGER USER");
  const links = new CopyWriter(client, "customer_companies", TABLES.customer_companies, () => {});
  for (const workspace of all) {
    for (const customer of workspace.customers) {
      const link = fake.link(workspace, customer);
      if (link) await links.add(link);
    }
  }
  await links.finish();
  await client.query("ALTER TABLE customer_companies ENABLE TRIGGER USER");
  for (const kind of ["activities", "tasks", "deals"] as const) {
    const make = { activities: fake.activity, tasks: fake.task, deals: fake.deal }[kind];
    await withSampleTriggersOff(client, kind, async () => {
      const rows = copier(kind);
      for (const workspace of all) {
        for (let index = 0; index < count(workspace, kind); index++) await rows.add(make(workspace));
      }
      await rows.finish();
    });
  }
}

/**
 * Loads a table with its row triggers that make a sample customer or company real switched off: the seed
 * writes no samples, so they would change nothing, at a statement per row (minutes for millions of rows).
 * The statement-level triggers (row counts, webhooks) still run.
 */
async function withSampleTriggersOff(client: pg.ClientBase, table: string, load: () => Promise<void>) {
  const { rows } = await client.query<{ name: string }>(
    `SELECT tgname AS name FROM pg_trigger
     WHERE tgrelid = $1::regclass AND NOT tgisinternal AND tgname LIKE '%real_on_sample%'`,
    [table],
  );
  const toggle = async (state: "DISABLE" | "ENABLE") => {
    for (const { name } of rows) await client.query(`ALTER TABLE "${table}" ${state} TRIGGER "${name}"`);
  };
  await toggle("DISABLE");
  await load();
  await toggle("ENABLE");
}

async function writePeople(
  client: pg.ClientBase,
  fake: FakeRows,
  writer: (table: TableName) => TableWriter,
  anchorMs: number,
) {
  const passwordHash = await hashPassword(BENCH_USER.password);
  const benchCreatedMs = anchorMs - 3 * 365 * 24 * 60 * 60 * 1000;
  const people: Person[] = [{ id: BENCH_USER.id, username: BENCH_USER.username, createdMs: benchCreatedMs }];
  for (let index = 1; index <= TEAMMATES; index++) {
    people.push({
      id: fake.uuidV7(benchCreatedMs + index),
      username: `bench-teammate-${index}`,
      createdMs: benchCreatedMs,
    });
  }
  const owners: Person[] = [];
  for (let index = 0; index < SMALL_WORKSPACES; index++) {
    const createdMs = fake.createdInThePast();
    owners.push({ id: fake.uuidV7(createdMs), username: `small-owner-${index}`, createdMs });
  }

  const users = writer("users");
  for (const person of [...people, ...owners]) {
    const email = person.id === BENCH_USER.id ? BENCH_USER.email : `${person.username}@bench.test`;
    const at = new Date(person.createdMs).toISOString();
    await users.add({
      id: person.id,
      username: person.username,
      email,
      email_normalized: email.toLowerCase(),
      password_hash: passwordHash,
      email_verified_at: at,
      created_at: at,
      updated_at: at,
    });
  }
  await users.flush();

  const bench: WorkspaceRef = {
    id: BENCH_WORKSPACE.id,
    team: people.map((person) => person.id),
    companies: [],
    customers: [],
  };
  const smallWorkspaces = owners.map((owner) => ({
    id: fake.uuidV7(owner.createdMs),
    team: [owner.id],
    companies: [],
    customers: [],
  }));
  const workspaces = writer("workspaces");
  const memberships = writer("memberships");
  const at = (ms: number) => new Date(ms).toISOString();
  await workspaces.add({ id: bench.id, name: BENCH_WORKSPACE.name, created_at: at(benchCreatedMs) });
  for (const [index, workspace] of smallWorkspaces.entries()) {
    await workspaces.add({ id: workspace.id, name: fake.workspaceName(), created_at: at(owners[index]!.createdMs) });
  }
  await workspaces.flush();
  for (const [index, person] of people.entries()) {
    const role = index === 0 ? "owner" : "member";
    await memberships.add({ workspace_id: bench.id, user_id: person.id, role, created_at: at(benchCreatedMs) });
  }
  for (const [index, workspace] of smallWorkspaces.entries()) {
    const owner = owners[index]!;
    await memberships.add({
      workspace_id: workspace.id,
      user_id: owner.id,
      role: "owner",
      created_at: at(owner.createdMs),
    });
  }
  await memberships.flush();

  const apiKeys = writer("api_keys");
  await apiKeys.add({
    id: BENCH_API_KEY.id,
    workspace_id: bench.id,
    name: "Bench",
    // As the app shows a key: "brk_" and six more characters.
    prefix: BENCH_API_KEY.secret.slice(0, 10),
    hash: hashTokenSecret(BENCH_API_KEY.secret),
    user_id: BENCH_USER.id,
  });
  await apiKeys.flush();
  return { bench, smallWorkspaces };
}
