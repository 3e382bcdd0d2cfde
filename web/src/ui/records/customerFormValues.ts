import type { CustomerInput, CustomerStatus } from "#web/graphql/generated/graphql.ts";
import { centsToDollars, dollarsToCents } from "../money.ts";

export type CustomerFormValues = {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  /** The company picked for `company` (its name unchanged since); null when the name was typed. */
  companyId?: string | null;
  status: CustomerStatus;
  notes?: string;
  /** "Value (USD)", in dollars; empty means no value. */
  valueDollars?: number | null;
};

export type EditableCustomer = {
  name: string;
  email: string;
  phone: string;
  company: string;
  /** The person's primary company, whose name `company` is. */
  primaryCompany?: { id: string } | null;
  status: CustomerStatus;
  notes: string;
  valueCents: number;
};

/** The form's starting values: the customer's when editing, else empty with status lead. */
export function customerFormValues(customer?: EditableCustomer | null): CustomerFormValues {
  if (!customer) {
    return {
      name: "",
      email: "",
      phone: "",
      company: "",
      companyId: null,
      status: "lead",
      notes: "",
      valueDollars: null,
    };
  }
  return {
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    company: customer.company,
    companyId: customer.primaryCompany?.id ?? null,
    status: customer.status,
    notes: customer.notes,
    valueDollars: customer.valueCents === 0 ? null : centsToDollars(customer.valueCents),
  };
}

/**
 * What the server saves: every field sent, so a cleared field is cleared ("" or 0). A picked company
 * goes by its id (two companies may share a name); a typed name goes as text.
 */
export function customerInput(values: CustomerFormValues): CustomerInput {
  const company = values.company?.trim() ?? "";
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone?.trim() ?? "",
    company,
    ...(values.companyId && company !== "" ? { companyId: values.companyId } : {}),
    status: values.status,
    notes: values.notes?.trim() ?? "",
    valueCents:
      values.valueDollars === null || values.valueDollars === undefined ? 0 : dollarsToCents(values.valueDollars),
  };
}
