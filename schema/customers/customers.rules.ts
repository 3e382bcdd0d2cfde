import { z } from "zod";
import { cents, emailAddress, optionalField, requiredText } from "../text-rules.ts";

// The customer form's rules and the list's filters: the service, the import and the web share them
// (no server imports here).

export const CUSTOMER_STATUSES = ["lead", "active", "inactive"] as const;

export const customerInput = z.object(
  {
    name: requiredText("Name", 200),
    email: emailAddress("Email", "Please enter a valid email address"),
    phone: optionalField("Phone", 40),
    company: optionalField("Company", 200),
    status: z.enum(CUSTOMER_STATUSES, { error: "Status must be lead, active or inactive" }).optional(),
    notes: optionalField("Notes", 5000),
    valueCents: cents("Value"),
  },
  { error: "Customer details are required" },
);

/** An update that changes only the fields it gives (REST's PATCH, GraphQL's patchCustomer). */
export const customerPatch = customerInput.partial();

export const customerFilter = z
  .object({
    search: z
      .string({ error: "Search must be text" })
      .trim()
      .max(200, "Search must be at most 200 characters")
      .nullish(),
    status: z.enum(CUSTOMER_STATUSES, { error: "Status must be lead, active or inactive" }).nullish(),
  })
  .nullish();

export type CustomerFilter = NonNullable<z.infer<typeof customerFilter>>;

export const CUSTOMER_ORDER_FIELDS = ["name", "company", "value", "createdAt"] as const;

export const customerOrder = z
  .object({
    field: z.enum(CUSTOMER_ORDER_FIELDS, { error: "Sort field must be name, company, value or createdAt" }),
    direction: z.enum(["asc", "desc"], { error: "Sort direction must be asc or desc" }),
  })
  .nullish();
