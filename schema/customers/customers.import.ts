import { Prisma } from "#prisma/generated/prisma/client.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { orderedIds } from "#core/ids.ts";
import { parseInput } from "#core/validation.ts";
import {
  checkImportRow,
  duplicateLines,
  IMPORT_MESSAGES,
  importRequest,
  importResult,
  type ImportProblem,
  type ImportRow,
  type ImportRowResult,
} from "./customers.import.rules.ts";
import { CUSTOMER_EMAIL_TAKEN } from "./customers.service.ts";
import type { customerInput } from "./customers.rules.ts";
import { linkImportedPeople, type ImportedPerson } from "./customers.import-companies.ts";
import { customFieldDefaults } from "#schema/custom-fields/custom-field-writes.ts";

type CustomerData = ReturnType<typeof customerInput.parse>;
type Valid = { line: number; customer: CustomerData; role: string | undefined; email: string };
type Saved = { id: string; emailNormalized: string };

/**
 * Imports up to 1,000 customers (GraphQL, REST and the command line all end here): each row is
 * checked by the customer form's rules, a row repeating an earlier row's e-mail is reported, one
 * whose e-mail a customer already has is reported or, with updateExisting, updates that customer.
 * New customers are written with one statement, updates with one more; then the saved people are
 * linked to their companies (linkImportedPeople). Answers one result per row.
 */
export async function importCustomers(ctx: Context, input: { rows: unknown; updateExisting?: unknown }) {
  const { db, viewer } = requireWorkspace(ctx);
  const { rows, updateExisting } = parseInput(importRequest, {
    rows: input.rows,
    updateExisting: input.updateExisting,
  });
  return importCustomerRows(db, viewer.id, rows, updateExisting ?? false);
}

export async function importCustomerRows(
  db: WorkspaceDatabase,
  ownerId: string | null,
  rows: readonly ImportRow[],
  updateExisting: boolean,
): Promise<ImportRowResult[]> {
  return importCheckedRows(
    db,
    ownerId,
    rows.map((row) => ({ row, check: checkImportRow(row) })),
    updateExisting,
  );
}

/** A row with what checkImportRow answered for it, so a caller that checked it already need not check it twice. */
export type CheckedImportRow = { row: ImportRow; check: ReturnType<typeof checkImportRow> };

/**
 * importCustomerRows for rows already checked by checkImportRow (the command line checks each row once,
 * to set aside the file's repeats). Any number of rows: the command line sends 10,000 at a time.
 */
export async function importCheckedRows(
  db: WorkspaceDatabase,
  ownerId: string | null,
  rows: readonly CheckedImportRow[],
  updateExisting: boolean,
): Promise<ImportRowResult[]> {
  const results = new Map<number, ImportRowResult>();
  const report = (line: number, outcome: ImportRowResult["outcome"], problems: ImportProblem[] = []) =>
    results.set(line, importResult(line, outcome, problems));
  const emailProblem = (message: string): ImportProblem[] => [{ field: "email", message }];
  const checked: (Valid & { row: ImportRow })[] = [];
  for (const { row, check: result } of rows) {
    if (!result.ok) report(row.line, "rejected", result.problems);
    else
      checked.push({
        row,
        line: row.line,
        customer: result.customer,
        role: result.role,
        email: result.customer.email.toLowerCase(),
      });
  }
  const repeated = duplicateLines(checked.map(({ row }) => row));
  const valid: Valid[] = [];
  for (const row of checked) {
    const first = repeated.get(row.line);
    if (first === undefined) valid.push(row);
    else report(row.line, "duplicate", emailProblem(IMPORT_MESSAGES.duplicateInFile(first)));
  }

  // Without updateExisting a known e-mail is reported as the insert's conflict would report it: no lookup.
  const existing = updateExisting
    ? await existingEmails(
        db,
        valid.map((row) => row.email),
      )
    : new Set<string>();
  const fresh = valid.filter((row) => !existing.has(row.email));
  const known = valid.filter((row) => existing.has(row.email));

  const people: (ImportedPerson & { line: number })[] = [];
  const saved = (row: Valid, id: string, created: boolean) => {
    const { company } = row.customer;
    people.push({ line: row.line, customerId: id, email: row.email, company, role: row.role, created });
  };
  const created = idsByEmail(await createAll(db, ownerId, fresh, await customFieldDefaults(db, "customer")));
  for (const row of fresh) {
    const id = created.get(row.email);
    if (id === undefined) report(row.line, "duplicate", emailProblem(CUSTOMER_EMAIL_TAKEN));
    else {
      report(row.line, "created");
      saved(row, id, true);
    }
  }

  const updated = idsByEmail(updateExisting ? await updateByEmail(db, known) : []);
  for (const row of known) {
    const id = updated.get(row.email);
    if (id === undefined) report(row.line, "duplicate", emailProblem(CUSTOMER_EMAIL_TAKEN));
    else {
      report(row.line, "updated");
      saved(row, id, false);
    }
  }
  const matches = await linkImportedPeople(db, ownerId, people);
  for (const person of people) {
    const companyMatch = matches.get(person.customerId);
    const result = results.get(person.line);
    if (companyMatch && result) result.companyMatch = companyMatch;
  }
  return rows.flatMap(({ row }) => results.get(row.line) ?? []);
}

function idsByEmail(saved: readonly Saved[]): Map<string, string> {
  return new Map(saved.map((customer) => [customer.emailNormalized, customer.id]));
}

/**
 * Which of these (lower-cased) e-mails a customer of the workspace has, in one statement over an array:
 * Prisma's `in` list binds one parameter per e-mail and compiles a plan as long as the batch.
 */
async function existingEmails(db: WorkspaceDatabase, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const found = await db.$queryWorkspace<{ email_normalized: string }>(
    (workspaceId) => Prisma.sql`SELECT email_normalized FROM customers
      WHERE workspace_id = ${workspaceId} AND email_normalized = ANY(${emails}::text[])`,
  );
  return new Set(found.map((customer) => customer.email_normalized));
}

/**
 * The new customers in one statement, each with the custom fields' defaults (the file maps no custom
 * field yet); a customer created meanwhile with the same e-mail is skipped (and reported). Written as SQL over arrays: Prisma's createMany compiles a plan as long as the batch on
 * every call, which cost more than the insert itself (about 150 ms of CPU per 1,000 rows). The ids keep the
 * rows' order, and each batch comes after the one before (`orderedIds`).
 */
async function createAll(
  db: WorkspaceDatabase,
  ownerId: string | null,
  rows: Valid[],
  customFields: Record<string, unknown>,
) {
  if (rows.length === 0) return [];
  const column = <Value>(read: (customer: CustomerData) => Value | undefined) =>
    rows.map((row) => read(row.customer) ?? null);
  return db.$queryWorkspace<Saved>(
    (workspaceId) => Prisma.sql`INSERT INTO customers
        (id, workspace_id, owner_id, name, email, phone, company, status, notes, value_cents, custom_fields, updated_at)
      SELECT row.id, ${workspaceId}, ${ownerId}::uuid, row.name, row.email, COALESCE(row.phone, ''),
        COALESCE(row.company, ''), COALESCE(row.status, 'lead')::"CustomerStatus", COALESCE(row.notes, ''),
        COALESCE(row.value_cents, 0), ${JSON.stringify(customFields)}::jsonb, now()
      FROM unnest(
        ${orderedIds(rows.length)}::uuid[],
        ${column((customer) => customer.name)}::text[], ${column((customer) => customer.email)}::text[],
        ${column((customer) => customer.phone)}::text[], ${column((customer) => customer.company)}::text[],
        ${column((customer) => customer.status)}::text[], ${column((customer) => customer.notes)}::text[],
        ${column((customer) => customer.valueCents)}::int4[]
      ) AS row(id, name, email, phone, company, status, notes, value_cents)
      ON CONFLICT (workspace_id, email_normalized) DO NOTHING
      RETURNING id, email_normalized AS "emailNormalized"`,
  );
}

/**
 * Updates the customers with these e-mails in one statement. A field the file does not map stays as
 * it is; a mapped empty cell clears it, as in the form.
 */
async function updateByEmail(db: WorkspaceDatabase, rows: Valid[]): Promise<Saved[]> {
  if (rows.length === 0) return [];
  const column = <Value>(read: (customer: CustomerData) => Value | undefined) =>
    rows.map((row) => read(row.customer) ?? null);
  return db.$queryWorkspace<Saved>(
    (workspaceId) => Prisma.sql`
      UPDATE customers AS customer SET
        email = row.email,
        name = row.name,
        phone = COALESCE(row.phone, customer.phone),
        company = COALESCE(row.company, customer.company),
        status = COALESCE(row.status::"CustomerStatus", customer.status),
        notes = COALESCE(row.notes, customer.notes),
        value_cents = COALESCE(row.value_cents, customer.value_cents),
        updated_at = now()
      FROM unnest(
        ${column((customer) => customer.email)}::text[], ${column((customer) => customer.name)}::text[],
        ${column((customer) => customer.phone)}::text[], ${column((customer) => customer.company)}::text[],
        ${column((customer) => customer.status)}::text[], ${column((customer) => customer.notes)}::text[],
        ${column((customer) => customer.valueCents)}::int4[]
      ) AS row(email, name, phone, company, status, notes, value_cents)
      WHERE customer.workspace_id = ${workspaceId} AND customer.email_normalized = lower(row.email)
      RETURNING customer.id, customer.email_normalized AS "emailNormalized"`,
  );
}
