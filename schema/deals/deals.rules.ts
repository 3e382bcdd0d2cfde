import { z } from "zod";
import { listOrder, listSearch, sortFieldMessage } from "#core/lists/list-order.rules.ts";
import { cents, filterId, optionalDate, optionalField, optionalId, requiredText } from "#core/text.rules.ts";
import { lostReasonFields } from "./lost-reasons.rules.ts";
import { customFieldsInput } from "#schema/custom-fields/custom-field-input.rules.ts";

// Deal rules, checked by the service and shown by the web's deal forms (no server imports here, as in
// every domain's rules file).

/** The pipeline, in order: the board's columns from left to right. */
export const DEAL_STAGES = ["qualified", "proposal", "negotiation", "closed_won", "closed_lost"] as const;
export type DealStageName = (typeof DEAL_STAGES)[number];
export const OPEN_DEAL_STAGES = ["qualified", "proposal", "negotiation"] as const;

/** Each stage as the screens name it (and the activity a stage change logs). */
export const DEAL_STAGE_LABELS: Record<DealStageName, string> = {
  qualified: "Qualified",
  proposal: "Proposal",
  negotiation: "Negotiation",
  closed_won: "Closed Won",
  closed_lost: "Closed Lost",
};

/** The orders the deals table has an index for; `stage` is the pipeline's order, then the board's. */
export const DEAL_ORDER_FIELDS = ["createdAt", "closedAt", "title", "value", "expectedCloseAt", "stage"] as const;

/** How many other contacts a deal may have (its customer, the primary contact, aside). */
export const MAX_DEAL_CONTACTS = 50;

/** The longest role a contact may have in a deal (as a person's role at a company). */
export const MAX_DEAL_CONTACT_ROLE = 200;

export const DEAL_MESSAGES = {
  stage: "Stage must be qualified, proposal, negotiation, closed_won or closed_lost",
  sortField: sortFieldMessage(DEAL_ORDER_FIELDS),
  ownerNotFound: "Owner not found",
  closeDateRequired: "Close date is required to close a deal as won or lost",
  closeDateOnlyWhenClosed: "Only a deal closed as won or lost has a close date",
  closeDateInFuture: "Close date cannot be in the future",
  placeAfterNotFound: "The deal to place it after was not found",
  placeAfterItself: "A deal cannot be placed after itself",
  companyNotFound: "Company not found",
  contactNotFound: "Contact not found",
  primaryAlsoContact: "The primary contact cannot also be another contact",
  tooManyContacts: `A deal has at most ${MAX_DEAL_CONTACTS} other contacts`,
} as const;

export function isOpenStage(stage: DealStageName): boolean {
  return (OPEN_DEAL_STAGES as readonly string[]).includes(stage);
}

const stage = z.enum(DEAL_STAGES, { error: DEAL_MESSAGES.stage });

/** A day's leeway: the browser sends today's date as the person's "now", whatever their time zone. */
const CLOSE_DATE_LEEWAY_MS = 24 * 60 * 60 * 1000;

const closeDate = optionalDate("Close date").refine(
  (date) => !date || date.getTime() <= Date.now() + CLOSE_DATE_LEEWAY_MS,
  DEAL_MESSAGES.closeDateInFuture,
);

/**
 * The deal's other contacts, as a set: duplicates count once; null or [] leaves none. Left out, a write
 * keeps the contacts the deal has.
 */
const contactIds = z
  .array(z.string({ error: "Contacts must be a list of customer ids" }), {
    error: "Contacts must be a list of customer ids",
  })
  .nullable()
  .transform((ids) => [...new Set(ids ?? [])])
  .refine((ids) => ids.length <= MAX_DEAL_CONTACTS, DEAL_MESSAGES.tooManyContacts);

export const dealInput = z.object(
  {
    title: requiredText("Title", 200),
    customerId: z.string({ error: "Customer is required" }).min(1, "Customer is required"),
    stage: stage.optional(),
    valueCents: cents("Value"),
    ownerId: optionalId("Owner"),
    expectedCloseAt: optionalDate("Expected close date"),
    closedAt: closeDate,
    ...lostReasonFields,
    companyId: optionalId("Company"),
    contactIds: contactIds.optional(),
    customFields: customFieldsInput,
  },
  { error: "Deal details are required" },
);

/** An update that changes only the fields it gives. */
export const dealPatch = dealInput.partial();

/** A contact's role in a deal ("Decision maker"); null or "" clears it. */
export const dealContactRole = z.object(
  { role: optionalField("Role", MAX_DEAL_CONTACT_ROLE) },
  { error: "The contact's role is required" },
);

/** A move on the board: into a stage, right after one of its deals (or at the top without one). */
export const dealMove = z.object(
  {
    stage,
    afterId: optionalId("The deal to place it after"),
    closedAt: closeDate,
    ...lostReasonFields,
  },
  { error: "Where to move the deal is required" },
);

export const dealFilter = z
  .object({
    stage: stage.nullish(),
    customerId: filterId("Customer not found"),
    companyId: filterId(DEAL_MESSAGES.companyNotFound),
    ownerId: filterId(DEAL_MESSAGES.ownerNotFound),
    search: listSearch,
  })
  .nullish();

export type DealFilter = NonNullable<z.output<typeof dealFilter>>;

export const dealOrder = listOrder(DEAL_ORDER_FIELDS);

export type DealListOrder = NonNullable<z.infer<typeof dealOrder>>;
