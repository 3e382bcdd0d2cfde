import { z } from "zod";
import { listOrder, listSearch } from "#core/lists/list-order.rules.ts";
import { optionalPhone } from "#core/phone.rules.ts";
import { filterId, optionalField, optionalId, requiredText } from "#core/text.rules.ts";
import { customFieldsInput } from "#schema/custom-fields/custom-field-input.rules.ts";

// The company form's rules and the list's filters: the service, the import and the web share them
// (no server imports here).

export const DOMAIN_MESSAGE = "Please enter a valid domain";
export const WEBSITE_MESSAGE = "Please enter a valid website";
export const MAX_COMPANY_DOMAINS = 20;
export const MAX_COMPANY_SIZE = 10_000_000;

const HOST_NAME = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * A domain as a company's list keeps it: lower-cased, without a scheme, "www.", a port, a path or a
 * trailing dot ("https://www.Acme.com/about" is "acme.com"). Null when what is left is no host name.
 */
export function normalizeDomain(text: string): string | null {
  const host = text
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/^[^/@]*@/, "")
    .replace(/[/?#:].*$/, "")
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  return HOST_NAME.test(host) ? host : null;
}

/** The domain of an e-mail address ("ana@Acme.com" → "acme.com"), or null. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  return at < 0 ? null : normalizeDomain(email.slice(at + 1));
}

const domains = z
  .array(z.string({ error: DOMAIN_MESSAGE }), { error: "Domains must be a list of domains" })
  .max(MAX_COMPANY_DOMAINS, `A company has at most ${MAX_COMPANY_DOMAINS} domains`)
  .transform((list, context) => {
    const normalized: string[] = [];
    for (const text of list) {
      if (text.trim() === "") continue;
      const domain = normalizeDomain(text);
      if (!domain) {
        context.addIssue({ code: "custom", message: `${DOMAIN_MESSAGE}: ${text.trim().slice(0, 100)}` });
        return z.NEVER;
      }
      if (!normalized.includes(domain)) normalized.push(domain);
    }
    return normalized;
  })
  .nullish()
  .transform((list) => (list === null ? [] : list));

const website = optionalField("Website", 500).refine((value) => {
  if (value === undefined || value === "") return true;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    return (url.protocol === "https:" || url.protocol === "http:") && normalizeDomain(url.hostname) !== null;
  } catch {
    return false;
  }
}, WEBSITE_MESSAGE);

const size = z
  .number({ error: "Employees must be a number" })
  .int("Employees must be a whole number")
  .min(0, "Employees cannot be negative")
  .max(MAX_COMPANY_SIZE, `Employees must be at most ${MAX_COMPANY_SIZE.toLocaleString("en-US")}`)
  .nullish();

export const companyInput = z.object(
  {
    name: requiredText("Name", 200),
    domains,
    industry: optionalField("Industry", 100),
    size,
    phone: optionalPhone("Phone", 40),
    website,
    address: optionalField("Address", 500),
    notes: optionalField("Notes", 5000),
    ownerId: optionalId("Owner"),
    customFields: customFieldsInput,
  },
  { error: "Company details are required" },
);

/** An update that changes only the fields it gives (REST's PATCH, GraphQL's updateCompany). */
export const companyPatch = companyInput.partial();

export type CompanyData = z.output<typeof companyInput>;

/** Size bands the screens offer as a filter: employees from min to max (max null: no upper bound). */
export const COMPANY_SIZE_BANDS = [
  { label: "1–10", min: 1, max: 10 },
  { label: "11–50", min: 11, max: 50 },
  { label: "51–200", min: 51, max: 200 },
  { label: "201–1,000", min: 201, max: 1000 },
  { label: "1,001–5,000", min: 1001, max: 5000 },
  { label: "5,001+", min: 5001, max: null },
] as const;

const sizeBound = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_COMPANY_SIZE, `${label} must be at most ${MAX_COMPANY_SIZE.toLocaleString("en-US")}`)
    .nullish();

export const COMPANY_OWNER_NOT_FOUND = "Owner not found";

export const companyFilter = z
  .object({
    search: listSearch,
    industry: z.string({ error: "Industry must be text" }).trim().max(100).nullish(),
    sizeMin: sizeBound("Minimum employees"),
    sizeMax: sizeBound("Maximum employees"),
    ownerId: filterId(COMPANY_OWNER_NOT_FOUND),
  })
  .nullish();

export type CompanyFilter = NonNullable<z.infer<typeof companyFilter>>;

export const COMPANY_ORDER_FIELDS = ["name", "industry", "size", "createdAt", "updatedAt"] as const;

export const companyOrder = listOrder(COMPANY_ORDER_FIELDS);

export const ROLE_MAX = 200;
