import { z } from "zod";
import type { CustomerCompany } from "#prisma/generated/prisma/client.ts";
import { apiId } from "#core/api/api-types.ts";
import { companyApiExample } from "#schema/companies/companies.api.ts";
import { customerApiExample } from "./customers.api.ts";

/**
 * A person's link to a company as the REST API and webhooks (customer.company_linked|unlinked) show one:
 * who, where, their role there, and whether it is their primary company (the one `company` names).
 */
export const customerCompanyLinkApiSchema = z
  .strictObject({
    customerId: apiId,
    companyId: apiId,
    role: z.string().meta({ description: "The person's job title at the company; empty when not given." }),
    primary: z
      .boolean()
      .meta({ description: "Whether it is the person's primary company: at most one is, and `company` names it." }),
  })
  .meta({ title: "CustomerCompanyLink" });

export type CustomerCompanyLinkApiJson = z.infer<typeof customerCompanyLinkApiSchema>;

export function customerCompanyLinkApiJson(link: CustomerCompany): CustomerCompanyLinkApiJson {
  return { customerId: link.customerId, companyId: link.companyId, role: link.role, primary: link.isPrimary };
}

export const customerCompanyLinkApiExample: CustomerCompanyLinkApiJson = {
  customerId: customerApiExample.id,
  companyId: companyApiExample.id,
  role: "Head of purchasing",
  primary: true,
};
