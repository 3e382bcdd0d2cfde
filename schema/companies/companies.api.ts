import { z } from "zod";
import type { Company } from "#prisma/generated/prisma/client.ts";
import { apiId, apiTime, toApiTime } from "#core/api/api-types.ts";
import { customFieldsAnswer } from "#schema/custom-fields/custom-field-input.rules.ts";

/** A company as the REST API and webhooks show one (strict: a field the document does not name is drift). */
export const companyApiSchema = z
  .strictObject({
    id: apiId,
    workspaceId: apiId,
    name: z.string(),
    domains: z
      .array(z.string())
      .meta({ description: "Lower-case host names without `www.` (e.g. `acme.com`), each one company's only." }),
    industry: z.string(),
    size: z.int().min(0).nullable().meta({ description: "Employees; null when unknown." }),
    phone: z.string(),
    website: z.string(),
    address: z.string(),
    notes: z.string(),
    ownerId: apiId.nullable().meta({ description: "The workspace member who owns the account." }),
    isSample: z.boolean().meta({ description: "A row of the sample CRM a new workspace starts with." }),
    customFields: customFieldsAnswer,
    createdAt: apiTime,
    updatedAt: apiTime,
  })
  .meta({ title: "Company" });

export type CompanyApiJson = z.infer<typeof companyApiSchema>;

/** Without the search column the database keeps, times as ISO strings: exactly the fields the schema above names. */
export function companyApiJson(company: Company): CompanyApiJson {
  return {
    id: company.id,
    workspaceId: company.workspaceId,
    name: company.name,
    domains: company.domains,
    industry: company.industry,
    size: company.size,
    phone: company.phone,
    website: company.website,
    address: company.address,
    notes: company.notes,
    ownerId: company.ownerId,
    isSample: company.isSample,
    customFields: (company.customFields ?? {}) as Record<string, unknown>,
    createdAt: toApiTime(company.createdAt),
    updatedAt: toApiTime(company.updatedAt),
  };
}

export const companyApiExample: CompanyApiJson = {
  id: "0194f3a1-2b3c-7d40-8e5f-6a7b8c9d0e01",
  workspaceId: "0194f3a0-11aa-7c00-8d00-6f5e4d3c2b1a",
  name: "Analytical Engines Ltd",
  domains: ["analytical.example"],
  industry: "Manufacturing",
  size: 120,
  phone: "+44 20 7946 0000",
  website: "https://analytical.example",
  address: "12 Marylebone Road, London",
  notes: "Key account since 2024.",
  ownerId: "0194f39f-0d0d-7a00-8e00-1a2b3c4d5e6f",
  isSample: false,
  customFields: { contract_tier: "enterprise", renewal_date: "2027-01-31" },
  createdAt: "2026-10-28T09:00:00.000Z",
  updatedAt: "2026-11-18T11:30:00.000Z",
};
