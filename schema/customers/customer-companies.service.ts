import emailProviders from "email-providers/all.json" with { type: "json" };
import type { Prisma } from "#prisma/generated/prisma/client.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import type { WorkspaceDatabase, WorkspaceWriter } from "#core/db/db.ts";
import { NotFoundError, ValidationError } from "#core/errors.ts";
import { checkId, isUuid } from "#core/ids.ts";
import { listLimit } from "#core/lists/list-size.ts";
import type { Selection } from "#core/selection.ts";
import { parseInput } from "#core/validation.ts";
import {
  assertCompanyFound,
  COMPANY_NOT_FOUND,
  companyOwningDomain,
  findOrCreateCompanyByName,
} from "#schema/companies/companies.service.ts";
import { emailDomain } from "#schema/companies/companies.rules.ts";
import { customerCompanyLinkInput } from "./customers.rules.ts";
import { CUSTOMER_NOT_FOUND } from "./customers.service.ts";

/** Free-mail domains (gmail.com, outlook.com…): a person's address there says nothing of their employer. */
const FREE_MAIL = new Set<string>(emailProviders);

export function isFreeMailDomain(domain: string): boolean {
  return FREE_MAIL.has(domain);
}

type LinkSelection = Selection<Prisma.CustomerCompanyFindManyArgs>;

/** A person's primary company as a write asks for it: by id, by name (the legacy text), or none. */
export type PrimaryCompanyChoice = { companyId: string | null } | { companyName: string };

/**
 * The company a write makes a person's primary one: `companyId` (checked to be the workspace's) wins;
 * else the company text names the workspace's oldest company of that name, created when none (a blank
 * text: none). Undefined when the write says nothing about the company.
 */
export async function resolvePrimaryCompany(
  db: WorkspaceWriter,
  input: { companyId?: string | null; company?: string },
  ownerId: string | null,
): Promise<{ id: string; name: string } | null | undefined> {
  if (input.companyId !== undefined) {
    if (input.companyId === null) return null;
    const company = isUuid(input.companyId)
      ? await db.company.findUnique({ where: { id: input.companyId }, select: { id: true, name: true } })
      : null;
    if (!company) throw new ValidationError(COMPANY_NOT_FOUND, [{ field: "companyId", message: COMPANY_NOT_FOUND }]);
    return company;
  }
  if (input.company === undefined) return undefined;
  if (input.company.trim() === "") return null;
  return findOrCreateCompanyByName(db, input.company, ownerId);
}

/**
 * The company owning a new person's e-mail domain, when the workspace links people automatically and
 * the address is not free mail; else null.
 */
export async function companyOfEmail(ctx: Context, db: WorkspaceWriter, email: string) {
  const access = requireWorkspace(ctx);
  if (!access.autoLinkCompanies) return null;
  const domain = emailDomain(email);
  if (!domain || isFreeMailDomain(domain)) return null;
  return companyOwningDomain(db, domain);
}

/**
 * Makes `companyId` the person's primary company (null: none), in the caller's transaction: the
 * previous primary link stays, no longer primary; a new link is made when there was none. The copy in
 * customers.company follows (a trigger).
 */
export async function setPrimaryCompany(db: WorkspaceWriter, customerId: string, companyId: string | null) {
  await demoteOtherPrimaryLinks(db, customerId, companyId);
  if (!companyId) return;
  await saveLink(db, customerId, companyId, { isPrimary: true });
}

/** The person's primary link to another company than `companyId` stops being primary. */
async function demoteOtherPrimaryLinks(db: WorkspaceWriter, customerId: string, companyId: string | null) {
  await db.customerCompany.updateMany({
    where: { customerId, isPrimary: true, ...(companyId ? { companyId: { not: companyId } } : {}) },
    data: { isPrimary: false },
  });
}

/** Creates the link or changes it (the scope binds the workspace, so no compound-key upsert). */
async function saveLink(
  db: WorkspaceWriter,
  customerId: string,
  companyId: string,
  data: { role?: string; isPrimary: boolean },
): Promise<{ id: string }> {
  const existing = await db.customerCompany.findFirst({ where: { customerId, companyId }, select: { id: true } });
  if (existing) return db.customerCompany.update({ where: { id: existing.id }, data, select: { id: true } });
  return db.customerCompany.create({ data: { customerId, companyId, ...data }, select: { id: true } });
}

async function assertCustomer(db: WorkspaceDatabase, customerId: string) {
  const found = await db.customer.count({ where: { id: checkId(customerId, CUSTOMER_NOT_FOUND) } });
  if (found === 0) throw new NotFoundError(CUSTOMER_NOT_FOUND);
}

/**
 * Links a person to a company with a role, or changes the link's role or primary mark. `primary: true`
 * makes it the person's primary company (the previous one stays, not primary); a person's first link
 * is primary unless `primary: false`.
 */
export async function linkCustomerToCompany(
  ctx: Context,
  customerId: string,
  input: unknown,
  selection: LinkSelection = {},
) {
  const { db } = requireWorkspace(ctx);
  const { companyId, role, primary } = parseInput(customerCompanyLinkInput, input);
  await assertCustomer(db, customerId);
  const company = isUuid(companyId) ? await db.company.count({ where: { id: companyId } }) : 0;
  if (company === 0) throw new ValidationError(COMPANY_NOT_FOUND, [{ field: "companyId", message: COMPANY_NOT_FOUND }]);
  return db.$transaction(async (tx) => {
    const existing = await tx.customerCompany.findFirst({ where: { customerId, companyId } });
    const hasPrimary = (await tx.customerCompany.count({ where: { customerId, isPrimary: true } })) > 0;
    const makePrimary = primary ?? (existing ? existing.isPrimary : !hasPrimary);
    // The link itself is written once (role and mark together): one customer.company_linked.
    if (makePrimary) await demoteOtherPrimaryLinks(tx, customerId, companyId);
    const link = await saveLink(tx, customerId, companyId, {
      ...(role !== undefined ? { role } : {}),
      isPrimary: makePrimary,
    });
    return tx.customerCompany.findUniqueOrThrow({ ...selection, where: { id: link.id } });
  });
}

/** Ends a person's link to a company; when it was their primary company, they have none after. */
export async function unlinkCustomerFromCompany(ctx: Context, customerId: string, companyId: string) {
  const { db } = requireWorkspace(ctx);
  await assertCustomer(db, customerId);
  const { count } = await db.customerCompany.deleteMany({
    where: { customerId, companyId: checkId(companyId, COMPANY_NOT_FOUND) },
  });
  if (count === 0) throw new NotFoundError("This person is not linked to that company");
  return { id: companyId };
}

/** A person's companies: the primary first, then by company name. */
export async function listCompanyLinksOfCustomer(
  ctx: Context,
  customerId: string,
  first: number | null | undefined,
  selection: LinkSelection = {},
) {
  const { readDb: db } = requireWorkspace(ctx);
  await assertCustomer(db, customerId);
  return db.customerCompany.findMany({
    ...selection,
    where: { customerId },
    orderBy: [{ isPrimary: "desc" }, { company: { name: "asc" } }, { id: "asc" }],
    take: listLimit(first),
  });
}

/** A company's people: those whose primary company it is first, then the latest linked first. */
export async function listPeopleOfCompany(
  ctx: Context,
  companyId: string,
  first: number | null | undefined,
  selection: LinkSelection = {},
) {
  const { readDb: db } = requireWorkspace(ctx);
  await assertCompanyFound(ctx, companyId);
  return db.customerCompany.findMany({
    ...selection,
    where: { companyId },
    // Not by name: a company of thousands of people would sort them all for each page.
    orderBy: [{ isPrimary: "desc" }, { createdAt: "desc" }, { id: "desc" }],
    take: listLimit(first),
  });
}

/**
 * The company a new deal, task or activity with this person is with when the write names none: their
 * primary company at the time, so the company keeps it after the person moves on. `{}` when the write
 * names a company (or null), has no person, or the person has no primary company.
 */
export async function defaultCompanyOf(
  ctx: Context,
  links: { customerId?: string | null; companyId?: string | null },
): Promise<{ companyId?: string }> {
  if (links.companyId !== undefined || !links.customerId || !isUuid(links.customerId)) return {};
  const { db } = requireWorkspace(ctx);
  const primary = await db.customerCompany.findFirst({
    where: { customerId: links.customerId, isPrimary: true },
    select: { companyId: true },
  });
  return primary ? { companyId: primary.companyId } : {};
}
