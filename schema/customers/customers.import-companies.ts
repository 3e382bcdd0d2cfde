import { Prisma } from "#prisma/generated/prisma/client.ts";
import type { WorkspaceDatabase, WorkspaceWriter } from "#core/db/db.ts";
import { emailDomain } from "#schema/companies/companies.rules.ts";
import { customFieldDefaults } from "#schema/custom-fields/custom-field-writes.ts";
import type { CompanyMatch } from "./customers.import.rules.ts";
import { isFreeMailDomain } from "./customer-companies.service.ts";

/** A saved row of a people import: its company cell and role cell (undefined: the file has no such column). */
export type ImportedPerson = {
  customerId: string;
  email: string;
  company: string | undefined;
  role: string | undefined;
  created: boolean;
};

type Company = { id: string; name: string };
type Choice = { person: ImportedPerson; company: Company; match: CompanyMatch };

const keyOf = (name: string) => name.trim().toLowerCase();

/**
 * How long one batch's linking may hold its transaction: the command line's batches are 10,000 rows,
 * which Prisma's default of 5 s does not cover on a busy machine (each statement keeps its own timeout).
 */
const LINKING_TIMEOUT_MS = 5 * 60 * 1000;

/**
 * Links the people of an import batch to their companies, in one transaction and a handful of
 * statements whatever the batch's size. A company cell names the person's primary company: the
 * company owning their e-mail's domain first (free mail aside), else the workspace's oldest company of
 * that name (trimmed, without case), else a new one; the previous primary link stays, not primary. An
 * empty cell leaves them no primary company. A role cell sets the role of that link (or, without a
 * company column, of their primary link). A new person without a company column is linked to the
 * company owning their e-mail's domain when the workspace links automatically. The company text
 * becomes the primary company's name. Answers, per person linked, how their company was found.
 */
export async function linkImportedPeople(
  db: WorkspaceDatabase,
  ownerId: string | null,
  people: readonly ImportedPerson[],
): Promise<Map<string, CompanyMatch>> {
  const named = people.filter((person) => person.company !== undefined && person.company.trim() !== "");
  const cleared = people.filter((person) => person.company !== undefined && person.company.trim() === "");
  const unnamed = people.filter((person) => person.company === undefined);
  const matches = new Map<string, CompanyMatch>();
  const nothingToDo =
    named.length === 0 &&
    cleared.length === 0 &&
    !unnamed.some((person) => person.role !== undefined || person.created);
  if (nothingToDo) return matches;
  await db.$transaction(
    async (tx) => {
      const autoLink = unnamed.length > 0 && (await linksAutomatically(tx));
      const candidates = [...named, ...(autoLink ? unnamed.filter((person) => person.created) : [])];
      const owners = await domainOwners(tx, candidates);
      const choices: Choice[] = [];
      const byName: ImportedPerson[] = [];
      for (const person of candidates) {
        const owner = owners.get(personDomain(person) ?? "");
        if (owner) choices.push({ person, company: owner, match: "domain" });
        else if (person.company !== undefined) byName.push(person);
      }
      choices.push(...(await companiesByName(tx, ownerId, byName)));
      await makePrimary(tx, choices);
      await clearPrimary(tx, cleared);
      const linked = new Set(choices.map(({ person }) => person.customerId));
      await setRoles(
        tx,
        unnamed.filter((person) => person.role !== undefined && !linked.has(person.customerId)),
      );
      // The copy follows link changes by itself; a company text spelled otherwise than its company's name
      // (an update that kept the same company) is set back to the name here, quietly as the triggers do. A
      // person created now has only the link just made, which the copy followed.
      const touched = [...choices.map(({ person }) => person), ...cleared]
        .filter((person) => !person.created)
        .map((person) => person.customerId);
      if (touched.length > 0) {
        await tx.$queryWorkspace(
          (workspaceId) =>
            Prisma.sql`SELECT count(*)::int AS n FROM copy_primary_company_names(${workspaceId}, ${touched}::uuid[])`,
        );
      }
      for (const { person, match } of choices) matches.set(person.customerId, match);
    },
    { timeout: LINKING_TIMEOUT_MS },
  );
  return matches;
}

function personDomain(person: ImportedPerson): string | null {
  const domain = emailDomain(person.email);
  return domain && !isFreeMailDomain(domain) ? domain : null;
}

async function linksAutomatically(db: WorkspaceWriter): Promise<boolean> {
  const [row] = await db.$queryWorkspace<{ auto: boolean }>(
    (workspaceId) => Prisma.sql`SELECT auto_link_companies AS auto FROM workspaces WHERE id = ${workspaceId}`,
  );
  return row?.auto ?? false;
}

/** The companies owning these people's e-mail domains, by domain. */
async function domainOwners(db: WorkspaceWriter, people: readonly ImportedPerson[]): Promise<Map<string, Company>> {
  const domains = [...new Set(people.map(personDomain).filter((domain) => domain !== null))];
  if (domains.length === 0) return new Map();
  const rows = await db.$queryWorkspace<{ domain: string; id: string; name: string }>(
    (workspaceId) => Prisma.sql`
      SELECT d.domain, c.id, c.name FROM company_domains d
      JOIN companies c ON c.workspace_id = d.workspace_id AND c.id = d.company_id
      WHERE d.workspace_id = ${workspaceId} AND d.domain = ANY(${domains}::text[])`,
  );
  return new Map(rows.map(({ domain, id, name }) => [domain, { id, name }]));
}

/**
 * Each person's company by the name in their cell: the workspace's oldest of that name, else one made
 * now (one per name, spelled as its first row spells it). Names are looked up and made under a lock
 * of the workspace's, so two batches saved at once never make the same company twice.
 */
async function companiesByName(
  db: WorkspaceWriter,
  ownerId: string | null,
  people: readonly ImportedPerson[],
): Promise<Choice[]> {
  if (people.length === 0) return [];
  await db.$queryWorkspace(
    (workspaceId) =>
      Prisma.sql`SELECT count(*)::int AS n FROM pg_advisory_xact_lock(hashtext('company-names:' || ${workspaceId}::text))`,
  );
  const spelling = new Map<string, string>();
  for (const person of people) {
    const key = keyOf(person.company ?? "");
    if (!spelling.has(key)) spelling.set(key, (person.company ?? "").trim());
  }
  const keys = [...spelling.keys()];
  const found = await db.$queryWorkspace<{ key: string; id: string; name: string }>(
    (workspaceId) => Prisma.sql`
      SELECT DISTINCT ON (lower(btrim(name))) lower(btrim(name)) AS key, id, name FROM companies
      WHERE workspace_id = ${workspaceId} AND lower(btrim(name)) = ANY(${keys}::text[])
      ORDER BY lower(btrim(name)), created_at, id`,
  );
  const known = new Map(found.map(({ key, id, name }) => [key, { id, name }]));
  const missing = keys.filter((key) => !known.has(key)).map((key) => spelling.get(key) ?? key);
  const defaults = missing.length === 0 ? "{}" : JSON.stringify(await customFieldDefaults(db, "company"));
  const made =
    missing.length === 0
      ? []
      : await db.$queryWorkspace<Company>(
          (workspaceId) => Prisma.sql`
            INSERT INTO companies (id, workspace_id, name, owner_id, custom_fields, updated_at)
            SELECT bramble_uuid_v7(), ${workspaceId}, name, ${ownerId}::uuid, ${defaults}::jsonb, now()
            FROM unnest(${missing}::text[]) AS n(name)
            RETURNING id, name`,
        );
  const created = new Map(made.map((company) => [keyOf(company.name), company]));
  return people.map((person) => {
    const key = keyOf(person.company ?? "");
    const existing = known.get(key);
    return existing
      ? { person, company: existing, match: "name" as const }
      : { person, company: created.get(key)!, match: "created" as const };
  });
}

/** The choices as the arrays a statement unnests: person, company, role (null: the file gives none). */
function linkColumns(choices: readonly Choice[]) {
  return {
    customers: choices.map(({ person }) => person.customerId),
    companies: choices.map(({ company }) => company.id),
    roles: choices.map(({ person }) => person.role ?? null),
  };
}

/**
 * Makes each chosen company the person's primary one: other primary links stop being primary, an
 * existing link becomes primary (its role replaced when the file gives one), a new one is made.
 */
async function makePrimary(db: WorkspaceWriter, choices: readonly Choice[]) {
  if (choices.length === 0) return;
  // A person created by this import has no link yet: only the insert below concerns them (at 10,000
  // new people a batch, the two updates' lookups were a fifth of the linking's time).
  const linked = choices.filter(({ person }) => !person.created);
  if (linked.length > 0) await updateLinks(db, linked);
  const { customers, companies, roles } = linkColumns(choices);
  await db.$executeWorkspace(
    (workspaceId) => Prisma.sql`
      INSERT INTO customer_companies (id, workspace_id, customer_id, company_id, role, is_primary)
      SELECT bramble_uuid_v7(), ${workspaceId}, r.customer_id, r.company_id, coalesce(r.role, ''), true
      FROM unnest(${customers}::uuid[], ${companies}::uuid[], ${roles}::text[]) AS r(customer_id, company_id, role)
      ON CONFLICT (workspace_id, customer_id, company_id) DO NOTHING`,
  );
}

/** For people linked before: other primary links stop being primary, and the chosen existing link becomes primary. */
async function updateLinks(db: WorkspaceWriter, choices: readonly Choice[]) {
  const { customers, companies, roles } = linkColumns(choices);
  await db.$executeWorkspace(
    (workspaceId) => Prisma.sql`
      UPDATE customer_companies l SET is_primary = false
      FROM unnest(${customers}::uuid[], ${companies}::uuid[]) AS r(customer_id, company_id)
      WHERE l.workspace_id = ${workspaceId} AND l.customer_id = r.customer_id AND l.is_primary
        AND l.company_id <> r.company_id`,
  );
  await db.$executeWorkspace(
    (workspaceId) => Prisma.sql`
      UPDATE customer_companies l SET is_primary = true, role = coalesce(r.role, l.role)
      FROM unnest(${customers}::uuid[], ${companies}::uuid[], ${roles}::text[]) AS r(customer_id, company_id, role)
      WHERE l.workspace_id = ${workspaceId} AND l.customer_id = r.customer_id AND l.company_id = r.company_id
        AND (NOT l.is_primary OR l.role <> coalesce(r.role, l.role))`,
  );
}

/** An empty company cell: the person keeps their links, none of them primary. */
async function clearPrimary(db: WorkspaceWriter, people: readonly ImportedPerson[]) {
  if (people.length === 0) return;
  const ids = people.map((person) => person.customerId);
  await db.$executeWorkspace(
    (workspaceId) => Prisma.sql`
      UPDATE customer_companies SET is_primary = false
      WHERE workspace_id = ${workspaceId} AND customer_id = ANY(${ids}::uuid[]) AND is_primary`,
  );
}

/** A role cell without a company column: the role at the person's primary company, if they have one. */
async function setRoles(db: WorkspaceWriter, people: readonly ImportedPerson[]) {
  if (people.length === 0) return;
  const ids = people.map((person) => person.customerId);
  const roles = people.map((person) => person.role ?? "");
  await db.$executeWorkspace(
    (workspaceId) => Prisma.sql`
      UPDATE customer_companies l SET role = r.role
      FROM unnest(${ids}::uuid[], ${roles}::text[]) AS r(customer_id, role)
      WHERE l.workspace_id = ${workspaceId} AND l.customer_id = r.customer_id AND l.is_primary AND l.role <> r.role`,
  );
}
