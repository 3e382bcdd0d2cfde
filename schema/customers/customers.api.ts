import { z } from "zod";
import type { Customer } from "#prisma/generated/prisma/client.ts";
import { apiCents, apiCurrency, apiId, apiTime, toApiTime } from "#core/api/api-types.ts";
import { CURRENCY } from "#core/api/money.ts";
import { customFieldsAnswer } from "#schema/custom-fields/custom-field-input.rules.ts";
import { CUSTOMER_STATUSES } from "./customers.rules.ts";

/** A customer as the REST API and webhooks show one (strict: a field the document does not name is drift). */
export const customerApiSchema = z
  .strictObject({
    id: apiId,
    workspaceId: apiId,
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string(),
    status: z.enum(CUSTOMER_STATUSES),
    notes: z.string(),
    valueCents: apiCents,
    currency: apiCurrency,
    ownerId: apiId.nullable(),
    isSample: z.boolean().meta({ description: "A row of the sample CRM a new workspace starts with." }),
    customFields: customFieldsAnswer,
    createdAt: apiTime,
    updatedAt: apiTime,
  })
  .meta({ title: "Customer" });

export type CustomerApiJson = z.infer<typeof customerApiSchema>;

/**
 * Without the columns the database derives for search and uniqueness, with the value's currency (the
 * workspace's), and
 * times as ISO strings: exactly the fields the schema above names.
 */
export function customerApiJson(customer: Customer, currency: string): CustomerApiJson {
  return {
    id: customer.id,
    workspaceId: customer.workspaceId,
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    company: customer.company,
    status: customer.status,
    notes: customer.notes,
    valueCents: customer.valueCents,
    currency,
    ownerId: customer.ownerId,
    isSample: customer.isSample,
    customFields: (customer.customFields ?? {}) as Record<string, unknown>,
    createdAt: toApiTime(customer.createdAt),
    updatedAt: toApiTime(customer.updatedAt),
  };
}

export const customerApiExample: CustomerApiJson = {
  id: "0194f3a2-5c1e-7d40-9b7a-3c2e8f1a6b01",
  workspaceId: "0194f3a0-11aa-7c00-8d00-6f5e4d3c2b1a",
  name: "Ada Lovelace",
  email: "ada@analytical.example",
  phone: "+44 20 7946 0018",
  company: "Analytical Engines Ltd",
  status: "active",
  notes: "Prefers e-mail.",
  valueCents: 1250000,
  currency: CURRENCY,
  ownerId: "0194f39f-0d0d-7a00-8e00-1a2b3c4d5e6f",
  isSample: false,
  customFields: { seats: 25, renewal_date: "2027-03-31", tier: "gold" },
  createdAt: "2026-11-02T10:15:00.000Z",
  updatedAt: "2026-11-20T16:40:12.000Z",
};
