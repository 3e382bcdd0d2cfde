import { z } from "zod";
import { listOrder, listSearch } from "#core/lists/list-order.rules.ts";
import { optionalPhone } from "#core/phone.rules.ts";
import { cents, emailAddress, optionalField, optionalId, requiredText } from "#core/text.rules.ts";
import { customFieldsInput } from "#schema/custom-fields/custom-field-input.rules.ts";

// The customer form's rules and the list's filters: the service, the import and the web share them
// (no server imports here).

export const CUSTOMER_STATUSES = ["lead", "active", "inactive"] as const;

export const customerInput = z.object(
  {
    name: requiredText("Name", 200),
    email: emailAddress("Email", "Please enter a valid email address"),
    phone: optionalPhone("Phone", 40),
    company: optionalField("Company", 200),
    // The primary company by id (the form's picker); it wins over the company text. null: none.
    companyId: optionalId("Company"),
    status: z.enum(CUSTOMER_STATUSES, { error: "Status must be lead, active or inactive" }).optional(),
    notes: optionalField("Notes", 5000),
    valueCents: cents("Value"),
    customFields: customFieldsInput,
  },
  { error: "Customer details are required" },
);

/** An update that changes only the fields it gives (REST's PATCH, GraphQL's patchCustomer). */
export const customerPatch = customerInput.partial();

export const customerFilter = z
  .object({
    search: listSearch,
    status: z.enum(CUSTOMER_STATUSES, { error: "Status must be lead, active or inactive" }).nullish(),
  })
  .nullish();

export type CustomerFilter = NonNullable<z.infer<typeof customerFilter>>;

export const CUSTOMER_ORDER_FIELDS = ["name", "company", "value", "createdAt"] as const;

export const customerOrder = listOrder(CUSTOMER_ORDER_FIELDS);

/** A person's link to a company (linkCustomerToCompany, POST /api/customers/:id/companies). */
export const customerCompanyLinkInput = z.object(
  {
    companyId: z.string({ error: "Company is required" }).min(1, "Company is required"),
    role: optionalField("Role", 200),
    primary: z.boolean({ error: "Primary must be true or false" }).nullish(),
  },
  { error: "Company is required" },
);
