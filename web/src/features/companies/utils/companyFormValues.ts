import type { CompanyFieldsFragment, CompanyInput } from "#web/graphql/generated/graphql.ts";

export type CompanyFormValues = {
  name: string;
  domains: string[];
  industry?: string;
  /** Employees; empty means not known. */
  size?: number | null;
  phone?: string;
  website?: string;
  address?: string;
  ownerId: string | null;
  notes?: string;
};

/** The form's starting values: the company's when editing, else empty and owned by whoever adds it. */
export function companyFormValues(company: CompanyFieldsFragment | null, viewerId: string | null): CompanyFormValues {
  if (!company) {
    return {
      name: "",
      domains: [],
      industry: "",
      size: null,
      phone: "",
      website: "",
      address: "",
      ownerId: viewerId,
      notes: "",
    };
  }
  return {
    name: company.name,
    domains: [...company.domains],
    industry: company.industry,
    size: company.size ?? null,
    phone: company.phone,
    website: company.website,
    address: company.address,
    ownerId: company.owner?.id ?? null,
    notes: company.notes,
  };
}

/** What the server saves: every field sent, so a cleared field is cleared ("", null or no domains). */
export function companyInput(values: CompanyFormValues): CompanyInput {
  return {
    name: values.name.trim(),
    domains: values.domains.map((domain) => domain.trim()).filter((domain) => domain !== ""),
    industry: values.industry?.trim() ?? "",
    size: values.size ?? null,
    phone: values.phone?.trim() ?? "",
    website: values.website?.trim() ?? "",
    address: values.address?.trim() ?? "",
    ownerId: values.ownerId ?? null,
    notes: values.notes?.trim() ?? "",
  };
}
