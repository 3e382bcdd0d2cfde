import { z } from "zod";
import { filterId, optionalDate, optionalField, optionalId, requiredText } from "#core/text.rules.ts";

// Activity rules, shared by the service and the web's activity dialog (no server imports here).

export const ACTIVITY_TYPES = ["call", "email", "meeting", "note"] as const;

/** Who wrote an activity: a person logging it, or the app itself (a deal's stage change). */
export const ACTIVITY_KINDS = ["user", "system"] as const;
export type ActivityKindName = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_MESSAGES = {
  dateInFuture: "Date cannot be in the future",
  systemNotEditable: "Entries the system logs (stage changes) cannot be edited",
  systemNotDeletable: "Entries the system logs (stage changes) cannot be deleted",
} as const;

/** A few minutes' leeway for a browser's clock running ahead of the server's. */
const CLOCK_LEEWAY_MS = 5 * 60 * 1000;

/** When it happened: now when left out; any past moment; never the future. */
const occurredAt = optionalDate("Date").refine(
  (date) => !date || date.getTime() <= Date.now() + CLOCK_LEEWAY_MS,
  ACTIVITY_MESSAGES.dateInFuture,
);

export const activityInput = z.object(
  {
    type: z.enum(ACTIVITY_TYPES, { error: "Type must be call, email, meeting or note" }),
    title: requiredText("Title", 200),
    description: optionalField("Description", 5000),
    occurredAt,
    customerId: optionalId("Customer"),
    companyId: optionalId("Company"),
  },
  { error: "Activity details are required" },
);

/** An update that changes only the fields it gives. */
export const activityPatch = activityInput.partial();

export const activityFilter = z
  .object({
    type: z.enum(ACTIVITY_TYPES, { error: "Type must be call, email, meeting or note" }).nullish(),
    customerId: filterId("Customer not found"),
    companyId: filterId("Company not found"),
  })
  .nullish();
