import type { CompanyChoice } from "./CompanyPicker.tsx";
import type { CustomerChoice } from "./CustomerPicker.tsx";

/** A deal's company and other contacts as the deal form holds them. */
export type DealCompanyFormValues = {
  company: CompanyChoice | null;
  /** Left out when the deal's contacts could not be read: the form then leaves them as they are. */
  contacts?: { customer: CustomerChoice | null; role?: string }[];
};

/** What a deal shows of them (Deal.company, Deal.contacts). */
export type DealCompanyRecord = {
  company?: { id: string; name: string } | null;
  contacts?: readonly { role: string; customer: { id: string; name: string } }[];
};

/** The form's starting company and contacts: the deal's, else a company given (the page it is added from), else none. */
export function dealCompanyFormValues(
  deal: DealCompanyRecord | null,
  company: CompanyChoice | null = null,
): DealCompanyFormValues {
  if (!deal) return { company, contacts: [] };
  const companyChoice = deal.company ? { value: deal.company.id, label: deal.company.name } : null;
  if (!deal.contacts) return { company: companyChoice };
  return {
    company: companyChoice,
    contacts: deal.contacts.map(({ role, customer }) => ({
      customer: { value: customer.id, label: customer.name },
      role,
    })),
  };
}

/**
 * The input's company and contacts: the set of contact ids (each once, in order). Without `contacts`
 * (a deal whose contacts could not be read) the ids are left out, which keeps the deal's own.
 */
export function dealCompanyInput(values: Partial<DealCompanyFormValues>): {
  companyId: string | null;
  contactIds?: string[];
} {
  const companyId = values.company?.value ?? null;
  if (!values.contacts) return { companyId };
  const ids = values.contacts.flatMap(({ customer }) => (customer ? [customer.value] : []));
  return { companyId, contactIds: [...new Set(ids)] };
}

/**
 * The roles to set once the deal is saved (setDealContactRole): each contact whose role is new or
 * changed, trimmed; a new contact without a role needs none.
 */
export function contactRoleChanges(
  values: Partial<DealCompanyFormValues>,
  before: DealCompanyRecord | null,
): { customerId: string; role: string }[] {
  const previous = new Map((before?.contacts ?? []).map(({ customer, role }) => [customer.id, role]));
  const changes = new Map<string, string>();
  for (const { customer, role } of values.contacts ?? []) {
    if (!customer) continue;
    const trimmed = role?.trim() ?? "";
    if (trimmed !== (previous.get(customer.value) ?? "")) changes.set(customer.value, trimmed);
  }
  return [...changes].map(([customerId, role]) => ({ customerId, role }));
}
